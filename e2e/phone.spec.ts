import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { bearer, inviteColleague, type SeededAdmin } from './support/api.ts';
import { relatedSupplierAndClient, shareDossier } from './support/dossiers.ts';
import { type FilePayload, noisePng } from './support/files.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * The phone on a building site (issue 25, item 2): the main flows at 390 x 844 with a finger, every control touched
 * at least 44 x 44 px (WCAG 2.5.5's size, Apple's and Google's guidance).
 */
const TOUCH_TARGET = 44;

const TITLE = 'Renovatie kantoorpand Stationsweg 14 te Amersfoort, fase twee: gevel en dak';

const barOf = (page: Page) => page.getByRole('navigation', { name: 'Applicatiemenu' });
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Dossierlijst' });
const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });
const documentsButtonOf = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^Documenten( en facturen)?$/ });

async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

async function say(request: APIRequestContext, author: SeededAdmin, dossierId: string, message: string) {
  const response = await request.post(`/api/v1/dossiers/${dossierId}/messages`, {
    headers: bearer(author.token),
    data: { message_type: 'user', message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Each of `targets` (all visible) measures at least 44 x 44 px on the screen. */
async function expectTouchTargets(targets: Locator, what: string) {
  const count = await targets.count();
  expect(count, `${what}: no controls found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    const box = await target.boundingBox();
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim();
    expect(box, `${what}: '${name}' has no box`).not.toBeNull();
    expect(box?.width ?? 0, `${what}: '${name}' is ${box?.width} px wide`).toBeGreaterThanOrEqual(
      TOUCH_TARGET,
    );
    expect(box?.height ?? 0, `${what}: '${name}' is ${box?.height} px high`).toBeGreaterThanOrEqual(
      TOUCH_TARGET,
    );
  }
}

const visibleControls = (scope: Locator) =>
  scope.locator('a[href]:visible, button:visible, [role="tab"]:visible');

test('a foreman on a phone opens a dossier from the list, reads and answers, photographs into it and moves on with the bottom bar', async ({
  browser,
  request,
}) => {
  // Two companies, a chat, an upload and a few screens on a busy 2-core machine.
  test.setTimeout(120_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, TITLE);
  await shareDossier(request, supplier, client, 'Nieuwbouw loods');
  await say(request, client, dossierId, 'De steigers staan, kun je een foto van de dakrand sturen?');

  const phone = await phoneOf(browser);
  await openSignedIn(phone, supplier.token, '/app');

  // No icon rail: a bar along the bottom with the rail's destinations in words, the start page's 'Dossiers' current.
  const bar = barOf(phone);
  await expect(bar).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Dossier platform' })).toHaveCount(0);
  for (const name of ['Gebruikers', 'Relaties', 'Facturatiegegevens', 'Account']) {
    await expect(bar.getByRole('link', { name })).toBeVisible();
  }
  await expect(bar.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Dossiers' })).toHaveAttribute('aria-current', 'page');
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(844, 0);
  expect(barBox?.width).toBeCloseTo(390, 0);
  await expectTouchTargets(visibleControls(bar), 'bottom bar');
  await expectNoSeriousA11yViolations(phone, 'start page on a phone');

  // Opening a dossier from the list.
  await bar.getByRole('button', { name: 'Dossiers' }).tap();
  const drawer = drawerOf(phone);
  await expect(drawer).toBeVisible();
  const row = drawer.getByRole('link', { name: /Renovatie kantoorpand/ });
  await expect(row).toBeVisible();
  await expectTouchTargets(drawer.locator('a[data-dossier-id]:visible'), 'dossier list');
  await row.tap();
  await expect(phone).toHaveURL(`/app/dossier/${dossierId}`);
  await expect(drawer).toBeHidden();

  // The whole title, wrapped over lines within the screen, not cut to a word.
  const title = phone.getByRole('heading', { level: 1, name: TITLE });
  await expect(title).toBeVisible();
  const titleBox = await title.boundingBox();
  expect(titleBox?.width ?? 999).toBeLessThanOrEqual(390);
  expect(titleBox?.height ?? 0).toBeGreaterThan(30);
  expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
  await expect(documentsButtonOf(phone)).toBeVisible();
  await expectTouchTargets(visibleControls(phone.getByRole('main').locator('header')), 'dossier header');

  // Reading the message and answering it.
  await expect(chatLogOf(phone)).toContainText('kun je een foto van de dakrand sturen?');
  const send = phone.getByRole('button', { name: 'Verzend' });
  await phone.getByRole('textbox', { name: 'Bericht' }).tap();
  await phone.getByRole('textbox', { name: 'Bericht' }).fill('Komt eraan, ik sta op het dak.');
  await expectTouchTargets(send, 'send button');
  await send.tap();
  await expect(chatLogOf(phone).locator('li[data-own="true"]')).toContainText(
    'Komt eraan, ik sta op het dak.',
  );
  await expectNoSeriousA11yViolations(phone, 'dossier on a phone');

  // The menu's items are touch targets too.
  await phone.getByRole('button', { name: 'Dossiermenu' }).tap();
  const menu = phone.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectTouchTargets(menu.getByRole('menuitem'), 'dossier menu');
  await phone.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The documents drawer, and a photo through 'Foto maken' (the camera's input) with the same checks and upload.
  await documentsButtonOf(phone).tap();
  const documents = phone.getByRole('dialog', { name: /^Documenten( en facturen)?$/ });
  await expect(documents).toBeVisible();
  await expectTouchTargets(visibleControls(documents), 'documents drawer');
  await documents.getByRole('button', { name: 'Upload document' }).tap();
  const modal = phone.getByRole('dialog', { name: 'Upload document' });
  await expect(modal.getByRole('button', { name: 'Tik om bestanden te kiezen' })).toBeVisible();
  await expect(modal).not.toContainText('Sleep bestanden hierheen');
  const camera = modal.locator('input[type="file"][capture="environment"]');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expect(modal.getByRole('button', { name: 'Foto maken' })).toBeVisible();
  await expectTouchTargets(visibleControls(modal), 'upload dialog');
  const photo: FilePayload = { name: 'image.png', mimeType: 'image/png', buffer: noisePng(160, 120) };
  await camera.setInputFiles(photo);
  const selection = modal.getByRole('list', { name: 'Gekozen bestanden' });
  const line = selection.getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(/^Foto \d{4}-\d\d-\d\d \d\d\.\d\d\.\d\d\.png/);
  const photoName = (await line.getAttribute('data-file')) ?? '';
  const uploaded = phone.waitForResponse(
    (response) => response.url().endsWith('/api/v1/documents') && response.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Uploaden' }).tap();
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  expect(
    ((await answer.json()).files as { filename: string; status: string }[]).map((file) => file.status),
  ).toEqual(['stored']);
  await expect(modal).toBeHidden();
  const mine = documents.getByRole('region', { name: 'Mijn Documenten' });
  await expect(mine).toContainText(photoName);
  await expectTouchTargets(visibleControls(mine), 'document row actions');

  // The same photo picked again as a file under its name (the drop zone picks where dragging makes no sense): a
  // second version, whose 'versie 2' button and the versions' own buttons are touch targets too.
  await documents.getByRole('button', { name: 'Upload document' }).tap();
  const chooser = phone.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Tik om bestanden te kiezen' }).tap();
  await (await chooser).setFiles({ ...photo, name: photoName, buffer: noisePng(120, 160) });
  await modal.getByRole('button', { name: 'Uploaden' }).tap();
  await expect(modal).toBeHidden();
  const versionsToggle = mine.getByRole('button', { name: `versie 2 van ${photoName}, alle versies` });
  await expect(versionsToggle).toBeVisible();
  await expectTouchTargets(versionsToggle, "'versie 2'");
  await versionsToggle.tap();
  const versions = mine.getByRole('list', { name: `Versies van ${photoName}` });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expectTouchTargets(visibleControls(versions), 'the versions of a document');
  await expectTouchTargets(visibleControls(mine), 'document row actions with its versions open');
  await expectNoSeriousA11yViolations(phone, 'documents drawer on a phone');
  await documents.getByRole('button', { name: 'Sluiten' }).tap();
  await expect(documents).toBeHidden();

  // Moving on with the bottom bar: the current place follows.
  await bar.getByRole('link', { name: 'Account' }).tap();
  await expect(phone).toHaveURL('/app/account');
  await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('button', { name: 'Dossiers' })).not.toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: 'Relaties' }).tap();
  await expect(phone).toHaveURL('/app/relations');
  await expect(bar.getByRole('link', { name: 'Relaties' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
  await phone.context().close();
});

test('a colleague on a phone sees no admin destinations in the bottom bar, and the keyboard reaches each', async ({
  browser,
  request,
  admin,
}) => {
  const colleague = await inviteColleague(request, admin);
  const phone = await phoneOf(browser);
  await openSignedIn(phone, colleague.token, '/app/account');

  const bar = barOf(phone);
  await expect(bar.locator('a, button')).toHaveText(['Dossiers', 'Account', 'Uitloggen']);
  await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await expectTouchTargets(visibleControls(bar), 'bottom bar of a colleague');

  // From the keyboard: Tab reaches the bar's items, Enter opens the dossier list.
  const dossiers = bar.getByRole('button', { name: 'Dossiers' });
  await expect
    .poll(
      async () => {
        await phone.keyboard.press('Tab');
        return dossiers.evaluate((button) => button === document.activeElement);
      },
      { intervals: [0], timeout: 10_000 },
    )
    .toBe(true);
  await phone.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: 'Account' })).toBeFocused();
  await phone.keyboard.press('Shift+Tab');
  await phone.keyboard.press('Enter');
  await expect(drawerOf(phone)).toBeVisible();
  await phone.context().close();
});
