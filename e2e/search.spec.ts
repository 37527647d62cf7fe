import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { bearer, type SeededAdmin } from './support/api.ts';
import { relatedSupplierAndClient, shareDossier } from './support/dossiers.ts';
import { pdfWithText } from './support/files.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const TITLE = 'Dakrenovatie loods 3';
const RARE_MESSAGE = 'We plaatsen de zonnepanelen op het zuidelijke dakvlak, graag de constructie nakijken.';
const DRAWING = 'Offerte_Bouwtekening-v2.pdf';
/** Messages in the dossier: the rare one is the fifth, far older than the chat's first page of 50. */
const MESSAGE_COUNT = 60;
const RARE_AT = 5;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Zoeken in dossiers' });
const resultsOf = (page: Page) => page.getByRole('listbox', { name: 'Zoekresultaten' });
const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });

async function say(request: APIRequestContext, author: SeededAdmin, dossierId: string, message: string) {
  const response = await request.post(`/api/v1/dossiers/${dossierId}/messages`, {
    headers: bearer(author.token),
    data: { message_type: 'user', message },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A dossier of two companies with 60 messages (one rare word among them, early on) and a drawing uploaded. */
async function seedDossier(request: APIRequestContext) {
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, TITLE);
  let rareId = 0;
  for (let n = 1; n <= MESSAGE_COUNT; n += 1) {
    const author = n % 2 === 0 ? client : supplier;
    const sent = await say(request, author, dossierId, n === RARE_AT ? RARE_MESSAGE : `Voortgang dag ${n}`);
    if (n === RARE_AT) rareId = sent.id;
  }
  const uploaded = await request.post('/api/v1/documents', {
    headers: bearer(client.token),
    multipart: {
      dossier_id: dossierId,
      files: { name: DRAWING, mimeType: 'application/pdf', buffer: pdfWithText('Bouwtekening hal B') },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { supplier, client, dossierId, rareId };
}

/** The found message in the chat: highlighted, and inside the chat's visible area. */
async function expectFoundMessageInView(page: Page) {
  const found = chatLogOf(page).locator('li[data-highlighted="true"]');
  await expect(found).toContainText('zonnepanelen');
  await expect(found).toBeInViewport();
  return found;
}

test('search finds an old message and a document by its name: the chat opens at the message, highlighted, and the document in its preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { client, dossierId, rareId } = await seedDossier(request);

  await openSignedIn(page, client.token, '/app');
  await expect(page.getByRole('heading', { name: 'Dossiers' })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Zoeken in dossiers...');

  // Ctrl+K from anywhere: the box takes the focus; the hit shows under its dossier with the word marked.
  await page.locator('body').click();
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('zonnepaneel');
  const group = resultsOf(page).getByRole('group', { name: TITLE });
  const messageHit = group.getByRole('option').filter({ hasText: 'zuidelijke dakvlak' });
  await expect(messageHit).toBeVisible();
  await expect(messageHit.locator('mark')).toHaveText(['zonnepanelen']);
  await expect(messageHit).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'search results');

  // Enter opens the dossier at the message, which is not on the chat's first page: highlighted, in view, focused.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/app/dossier/${dossierId}?bericht=${rareId}`);
  const found = await expectFoundMessageInView(page);
  await expect(found).toBeFocused();
  await expect(chatLogOf(page).getByText('Voortgang dag 60', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'chat opened at a search hit');

  // Scrolling down brings the newer messages; at the newest the live chat takes over (the link is forgotten).
  const chat = await page.getByRole('region', { name: 'Chat' }).boundingBox();
  await page.mouse.move((chat?.x ?? 0) + (chat?.width ?? 0) / 2, (chat?.y ?? 0) + (chat?.height ?? 0) / 2);
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(page).toHaveURL(`/app/dossier/${dossierId}`, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(chatLogOf(page).getByText('Voortgang dag 60', { exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Naar nieuwste berichten' })).toHaveCount(0);

  // A part of the document's name finds it; Enter opens its preview, and closing it forgets the link.
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('bouwteke');
  const documentHit = resultsOf(page).getByRole('option').filter({ hasText: DRAWING });
  await expect(documentHit).toBeVisible();
  await expect(documentHit.locator('mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/dossier/${dossierId}\\?document=`));
  const preview = page.getByRole('dialog', { name: DRAWING });
  await expect(preview.locator(`iframe[title="${DRAWING}"]`)).toBeVisible();
  await preview.getByRole('button', { name: 'Sluiten' }).click();
  await expect(preview).toBeHidden();
  await expect(page).toHaveURL(`/app/dossier/${dossierId}`);

  // Escape clears the search and the dossier list is back.
  await searchBox(page).focus();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(resultsOf(page)).toHaveCount(0);
  await expect(
    page.getByRole('complementary', { name: 'Dossierlijst' }).getByRole('link', { name: new RegExp(TITLE) }),
  ).toBeVisible();
});

test('on a phone the search sits atop the dossier drawer, full width, and a hit opens the chat at the message', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { supplier, dossierId, rareId } = await seedDossier(request);
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  await openSignedIn(phone, supplier.token, '/app');

  // With a keyboard, Ctrl+K opens the drawer the search sits in and focuses it; Escape closes it again.
  const drawer = phone.getByRole('dialog', { name: 'Dossierlijst' });
  await expect(phone.getByRole('button', { name: 'Dossiers' })).toBeVisible();
  await phone.keyboard.press('Control+K');
  await expect(drawer).toBeVisible();
  await expect(searchBox(phone)).toBeFocused();
  await phone.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await phone.getByRole('button', { name: 'Dossiers' }).tap();
  await expect(drawer).toBeVisible();
  // Measured at the end of the drawer's slide-in a fraction of a pixel may remain.
  expect((await drawer.boundingBox())?.width).toBeCloseTo(390, 0);
  await searchBox(phone).tap();
  await searchBox(phone).fill('zonnepaneel');
  const messageHit = resultsOf(phone).getByRole('option').filter({ hasText: 'zuidelijke dakvlak' });
  await expect(messageHit).toBeVisible();
  expect((await messageHit.boundingBox())?.width).toBeCloseTo(390, 0);
  await expectNoSeriousA11yViolations(phone, 'search results in the drawer on a phone');
  await messageHit.tap();

  await expect(phone).toHaveURL(`/app/dossier/${dossierId}?bericht=${rareId}`);
  await expect(drawer).toBeHidden();
  await expectFoundMessageInView(phone);
  await phone.getByRole('button', { name: 'Naar nieuwste berichten' }).tap();
  await expect(chatLogOf(phone).getByText('Voortgang dag 60', { exact: true })).toBeInViewport();
});
