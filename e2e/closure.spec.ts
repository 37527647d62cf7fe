import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { bearer, type SeededAdmin } from './support/api.ts';
import { relatedSupplierAndClient, shareDossier } from './support/dossiers.ts';
import { pdfWithText } from './support/files.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

/** Issue 24: closing a dossier of two companies takes both, and what is new in a chat shows where it starts. */

async function say(request: APIRequestContext, author: SeededAdmin, dossierId: string, message: string) {
  const response = await request.post(`/api/v1/dossiers/${dossierId}/messages`, {
    headers: bearer(author.token),
    data: { message_type: 'user', message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });
const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Dossierlijst' });
const bannerOf = (page: Page) => page.getByRole('region', { name: 'Sluitverzoek' });
/** Today as the banner dates a request: nl-NL in the browsers' time zone (playwright.config.ts). */
const today = () => new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam' }).format(new Date());

async function menuItemsOf(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Dossiermenu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dossiergegevens' })).toBeVisible();
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return items.map((item) => item.trim());
}

async function requestClosure(page: Page) {
  await page.getByRole('button', { name: 'Dossiermenu' }).click();
  await page.getByRole('menuitem', { name: 'Sluiten aanvragen' }).click();
  await page
    .getByRole('dialog', { name: 'Sluiten aanvragen?' })
    .getByRole('button', { name: 'Sluiten aanvragen' })
    .click();
  await expect(page.getByText('Sluitverzoek verstuurd', { exact: true })).toBeVisible();
}

test('closing takes two: A asks, cannot confirm, withdraws; B says not yet with a reason, then confirms', async ({
  browser,
  request,
}) => {
  // Two browsers through a whole journey: about 30 s alone, more beside another worker.
  test.setTimeout(120_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Oplevering kantoor Zuid');
  await say(request, supplier, dossierId, 'De laatste punten zijn afgerond.');
  await say(request, supplier, dossierId, 'De opleverlijst: https://bouw.example/oplevering?fase=2.');
  const uploaded = await request.post('/api/v1/documents', {
    headers: bearer(supplier.token),
    multipart: {
      dossier_id: dossierId,
      files: {
        name: 'opleverrapport.pdf',
        mimeType: 'application/pdf',
        buffer: pdfWithText('Opleverrapport'),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await openSignedIn(a, supplier.token, `/app/dossier/${dossierId}`);
  await openSignedIn(b, client.token, `/app/dossier/${dossierId}`);
  for (const page of [a, b])
    await expect(chatLogOf(page).getByText('De laatste punten zijn afgerond.')).toBeVisible();

  // Issue 25: the chat dates its day, an address in a message is a link to a new tab, and the document's line
  // opens the document in its preview.
  await expect(chatLogOf(b).locator('[data-day-separator]')).toHaveText(['Vandaag']);
  const address = chatLogOf(b).getByRole('link', {
    name: 'https://bouw.example/oplevering?fase=2',
    exact: true,
  });
  await expect(address).toHaveAttribute('href', 'https://bouw.example/oplevering?fase=2');
  await expect(address).toHaveAttribute('target', '_blank');
  await expect(address).toHaveAttribute('rel', 'noopener noreferrer');
  await chatLogOf(b).getByRole('link', { name: 'opleverrapport.pdf openen' }).click();
  const preview = b.getByRole('dialog', { name: 'opleverrapport.pdf' });
  await expect(preview.locator('iframe')).toBeVisible();
  await preview.getByRole('button', { name: 'Sluiten' }).click();
  await expect(preview).toBeHidden();
  await expect(b).toHaveURL(new RegExp(`/app/dossier/${dossierId}$`));

  // A asks to close: A waits for B, and has no way to close it alone (the server refuses too).
  await requestClosure(a);
  await expect(bannerOf(a)).toContainText(`Je hebt op ${today()} gevraagd dit dossier te sluiten.`);
  await expect(bannerOf(a)).toContainText(`${client.company.name} moet het sluiten nog bevestigen.`);
  await expectNoSeriousA11yViolations(a, 'dossier waiting for the other company to close');
  await expect(bannerOf(a).getByRole('button', { name: 'Sluiten bevestigen' })).toHaveCount(0);
  const itemsOfA = await menuItemsOf(a);
  expect(itemsOfA).toContain('Sluitverzoek intrekken');
  expect(itemsOfA).not.toContain('Sluiten bevestigen');
  expect(itemsOfA).not.toContain('Dossier sluiten');
  const refused = await request.post(`/api/v1/dossiers/${dossierId}/close`, {
    headers: bearer(supplier.token),
  });
  expect(refused.status()).toBe(403);

  // B sees the request live, above the chat.
  const asked = `Anna de Vries (${supplier.company.name}) heeft op ${today()} gevraagd dit dossier te sluiten.`;
  await expect(bannerOf(b)).toContainText(asked);
  await expectNoSeriousA11yViolations(b, 'dossier with a close request to answer');

  // A withdraws; B's banner goes, both chats say so. Then A asks again.
  await bannerOf(a).getByRole('button', { name: 'Sluitverzoek intrekken' }).click();
  await expect(a.getByText('Sluitverzoek ingetrokken', { exact: true })).toBeVisible();
  for (const page of [a, b]) {
    await expect(bannerOf(page)).toHaveCount(0);
    await expect(chatLogOf(page).getByText(/heeft het sluitverzoek ingetrokken/)).toBeVisible();
  }
  await requestClosure(a);
  await expect(bannerOf(b)).toContainText(asked);
  const itemsOfB = await menuItemsOf(b);
  expect(itemsOfB).toContain('Sluiten bevestigen');
  expect(itemsOfB).not.toContain('Sluitverzoek intrekken');

  // B: 'Nog niet', with a reason (required); the dossier is open again and both chats show the reason.
  await bannerOf(b).getByRole('button', { name: 'Nog niet' }).click();
  const notYet = b.getByRole('dialog', { name: 'Nog niet sluiten' });
  await notYet.getByRole('button', { name: 'Versturen' }).click();
  await expect(notYet.getByText('Geef een reden op')).toBeVisible();
  await expectNoSeriousA11yViolations(b, "'Nog niet' dialog, with a field error");
  const reason = 'De meerwerkfactuur staat nog open.';
  await notYet.getByRole('textbox', { name: 'Reden' }).fill(reason);
  await notYet.getByRole('button', { name: 'Versturen' }).click();
  await expect(b.getByText('Het dossier blijft open', { exact: true })).toBeVisible();
  await expect(notYet).toBeHidden();
  for (const page of [a, b]) {
    await expect(bannerOf(page)).toHaveCount(0);
    await expect(chatLogOf(page).getByText(reason, { exact: false })).toBeVisible();
    await expect(page.getByText('Sluiten aangevraagd')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Bericht' })).toBeVisible();
  }

  // A asks once more, and B confirms from the banner.
  await requestClosure(a);
  await bannerOf(b).getByRole('button', { name: 'Sluiten bevestigen' }).click();
  await b
    .getByRole('dialog', { name: 'Dossier sluiten?' })
    .getByRole('button', { name: 'Sluiten bevestigen' })
    .click();
  await expect(b.getByText('Dossier gesloten', { exact: true })).toBeVisible();

  // Both see it closed, and can still read it; the list shows it closed, and it still opens.
  for (const page of [a, b]) {
    await expect(
      page.getByText('Dit dossier is gesloten. Er kunnen geen berichten meer worden geplaatst.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bericht' })).toHaveCount(0);
    await expect(bannerOf(page)).toHaveCount(0);
    await expect(chatLogOf(page).getByText('De laatste punten zijn afgerond.')).toBeVisible();
    await expect(chatLogOf(page).getByText(reason, { exact: false })).toBeVisible();
    const row = sidebarOf(page).getByRole('link', { name: /Oplevering kantoor Zuid/ });
    await expect(row).toContainText('Gesloten');
    await expect(row).toHaveAttribute('data-status', 'closed');
  }
  await b.goto('/app');
  await sidebarOf(b)
    .getByRole('link', { name: /Oplevering kantoor Zuid/ })
    .click();
  await expect(chatLogOf(b).getByText('De laatste punten zijn afgerond.')).toBeVisible();
});

test("'Nieuwe berichten' stands above what B had not read, where the chat opens, and is gone once read", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Planning fase 2');
  const elsewhere = await shareDossier(request, supplier, client, 'Ander dossier');
  for (let number = 1; number <= 5; number += 1) await say(request, supplier, dossierId, `Gelezen ${number}`);

  // B reads the dossier (all of it new to B), then goes to another one.
  const b = await (await browser.newContext()).newPage();
  await openSignedIn(b, client.token, `/app/dossier/${dossierId}`);
  const log = chatLogOf(b);
  await expect(log.getByText('Gelezen 5', { exact: true })).toBeVisible();
  await sidebarOf(b)
    .getByRole('link', { name: /Ander dossier/ })
    .click();
  await expect(b).toHaveURL(new RegExp(`/app/dossier/${elsewhere}$`));

  // Meanwhile A writes more than a screen holds.
  for (let number = 1; number <= 30; number += 1) await say(request, supplier, dossierId, `Nieuw ${number}`);
  const row = sidebarOf(b).getByRole('link', { name: /Planning fase 2/ });
  await expect(row.getByLabel('30 ongelezen')).toBeVisible();

  // Back in the dossier: the divider stands above A's first new message, in view; the newest is further down.
  await row.click();
  const divider = log.getByText('Nieuwe berichten', { exact: true });
  const dividerRow = log.locator('li', { has: b.getByText('Nieuwe berichten', { exact: true }) });
  await expect(divider).toBeInViewport();
  await expect(dividerRow).toContainText('Nieuw 1');
  await expect(log.getByText('Nieuw 30', { exact: true })).not.toBeInViewport();
  await expectNoSeriousA11yViolations(b, "dossier with 'Nieuwe berichten'");

  // It stays put while B reads: a new message comes in below (the list shows it), the view and the divider stay.
  await say(request, supplier, dossierId, 'Nog eentje');
  await expect(row).toContainText('Nog eentje');
  await expect(divider).toBeInViewport();
  await expect(dividerRow).toContainText('Nieuw 1');
  // Reading on to the newest: the new message is there, under the one divider.
  await expect(async () => {
    await log.locator('..').evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await expect(log.getByText('Nog eentje', { exact: true })).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await log.locator('..').evaluate((scroller) => {
    scroller.scrollTop = 0;
  });
  await expect(dividerRow).toContainText('Nieuw 1');
  await expect(log.getByText('Nieuwe berichten', { exact: true })).toHaveCount(1);

  // Read: the next time the dossier opens, there is no divider and the chat is at its newest message.
  await sidebarOf(b)
    .getByRole('link', { name: /Ander dossier/ })
    .click();
  await expect(b).toHaveURL(new RegExp(`/app/dossier/${elsewhere}$`));
  await sidebarOf(b)
    .getByRole('link', { name: /Planning fase 2/ })
    .click();
  await expect(log.getByText('Nog eentje', { exact: true })).toBeInViewport();
  await expect(log.getByText('Nieuwe berichten')).toHaveCount(0);
  // ...also after a reload, from the server's pages.
  await b.reload();
  await expect(log.getByText('Nog eentje', { exact: true })).toBeInViewport();
  await expect(log.getByText('Nieuwe berichten')).toHaveCount(0);
});
