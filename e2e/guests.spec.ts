import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { bearer, signUpCompany, uniqueEmail } from './support/api.ts';
import { createDossier, externalRelation } from './support/dossiers.ts';
import { giveGuestName } from './support/guests.ts';
import { startJourneyServer } from './support/journey-server.ts';
import { allMails, linkFrom, waitForMail } from './support/mail.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });
const overlayOf = (page: Page) => page.getByRole('dialog', { name: 'Uw toegang is verlopen!' });
const toastOf = (page: Page, text: string) => page.locator('[data-toast-type]', { hasText: text });

async function openDossierMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: 'Dossiermenu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function say(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Bericht' }).fill(message);
  await page.getByRole('button', { name: 'Verzend' }).click();
  await expect(chatLogOf(page).locator('li[data-own="true"]', { hasText: message })).toBeVisible();
}

/** Marks the page's document: the mark is gone after a reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("a guest chats until the access ends, asks for more time, and is back without a reload once it's renewed", async ({
  browser,
  playwright,
}) => {
  // A server of its own (stopped once to move the access end), two browsers and a 45-second access.
  test.setTimeout(240_000);
  const server = await startJourneyServer('guests');
  const request = await playwright.request.newContext({ baseURL: server.url });
  try {
    const anna = await signUpCompany(request, { firstName: 'Anna', lastName: 'de Vries' });
    const supplier = await externalRelation(request, anna, 'Staalhandel Bakker');
    const dossierId = await createDossier(request, anna, { title: 'Levering staalconstructie hal C' });
    const guestEmail = uniqueEmail('gast');

    // Anna invites the supplier's contact by e-mail: company and guest linked in one request.
    const a = await (await browser.newContext({ baseURL: server.url })).newPage();
    await openSignedIn(a, anna.token, `/app/dossier/${dossierId}`);
    await openDossierMenuItem(a, 'Klant/Leverancier toevoegen');
    const invite = a.getByRole('dialog', { name: 'Klant/Leverancier toevoegen' });
    await invite.getByRole('combobox', { name: 'Klant of leverancier' }).click();
    await a.getByRole('option', { name: supplier.name }).click();
    await invite.getByLabel('E-mailadres contactpersoon').fill(guestEmail);
    await expectNoSeriousA11yViolations(a, 'add client or supplier dialog');
    await invite.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(toastOf(a, 'Uitnodiging verstuurd')).toBeVisible();
    await expect(toastOf(a, 'Staalhandel Bakker gekoppeld aan dossier')).toBeVisible();
    await expect(
      chatLogOf(a).getByText(`${guestEmail} is door Anna de Vries uitgenodigd als gast`),
    ).toBeVisible();
    const invitation = await waitForMail(
      guestEmail,
      /Uitnodiging voor dossier Levering staalconstructie hal C/,
    );

    // Test-only: the access ends 45 seconds from now instead of in 30 days (the product has no way to shorten it).
    const accessEnds = new Date(Date.now() + 45_000);
    await server.changeDatabase(async (sql) => {
      const [guest] = await sql('select id from users where email = $1', [guestEmail]);
      await sql('update dossier_users set token_expires_at = $1 where user_id = $2 and dossier_id = $3', [
        accessEnds,
        guest.id,
        dossierId,
      ]);
      await sql('update users set token_expires_at = $1 where id = $2', [accessEnds, guest.id]);
    });
    // Anna's live connection went down with the server: back online, it reconnects at once.
    await a.context().setOffline(true);
    await a.context().setOffline(false);

    // The guest opens the link from the mail, gives their name first, and lands in the dossier, which says who
    // invited them and until when; no directory screens for a guest.
    const g = await (await browser.newContext({ baseURL: server.url })).newPage();
    await g.goto(linkFrom(invitation, '/validate').href);
    await expect(g).toHaveURL(new RegExp(`/app/dossier/${dossierId}$`));
    await expect(g.getByRole('form', { name: 'Hoe heet u?' })).toBeVisible();
    await expectNoSeriousA11yViolations(g, "guest's name form");
    await giveGuestName(g, 'Bart', 'Bakker');
    await expect(g.getByRole('heading', { level: 1, name: 'Levering staalconstructie hal C' })).toBeVisible();
    const invitedBy = g.getByText(`Uitgenodigd door Anna de Vries (${anna.company.name}), toegang tot `);
    await expect(invitedBy).toHaveText(/, toegang tot \d{1,2}-\d{1,2}-\d{4}$/);
    await expect(g.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);
    await expect(g.getByRole('link', { name: 'Relaties' })).toHaveCount(0);
    await markDocument(g);
    await expectNoSeriousA11yViolations(g, "guest's dossier");

    await say(g, 'Goedemorgen, de liggers komen donderdag.');
    // Anna sees the guest's name, not the part of the address before the @.
    await expect(
      chatLogOf(a).getByRole('listitem').filter({ hasText: 'Goedemorgen, de liggers komen donderdag.' }),
    ).toContainText('Bart Bakker');
    await say(a, 'Prima, de kraan staat klaar.');
    await expect(chatLogOf(g).getByText('Prima, de kraan staat klaar.')).toBeVisible();

    // While the access runs, Anna's data modal shows until when.
    await openDossierMenuItem(a, 'Dossiergegevens');
    const data = a.getByRole('dialog', { name: 'Dossiergegevens' });
    const guestRow = data.getByRole('row').filter({ hasText: guestEmail });
    await expect(guestRow).toContainText('Bart Bakker');
    await expect(
      guestRow.getByText(/^Toegang tot: \d{1,2}-\d{1,2}-\d{4}$/).filter({ visible: true }),
    ).toBeVisible();
    await a.keyboard.press('Escape');
    await expect(data).toBeHidden();

    // The access ends while the guest has the dossier open: the overlay covers it.
    await expect(overlayOf(g)).toBeVisible({ timeout: accessEnds.getTime() - Date.now() + 20_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(accessEnds.getTime() - 1000);
    await expect(g.getByRole('textbox', { name: 'Bericht' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(g, 'access expired overlay');
    const guestToken = await g.evaluate(() => localStorage.getItem('access_token'));
    const refused = await request.get(`/api/v1/dossiers/${dossierId}/messages`, {
      headers: bearer(guestToken!),
    });
    expect(refused.status()).toBe(403);

    // The guest asks for more time; Anna hears of it in the chat and by mail.
    const askedAt = new Date();
    await overlayOf(g).getByRole('button', { name: 'Vraag verlenging aan' }).click();
    await expect(toastOf(g, 'Verlenging aangevraagd!')).toBeVisible();
    await expect(
      chatLogOf(a).getByText('Bart Bakker heeft verlenging van de toegang aangevraagd'),
    ).toBeVisible();
    await waitForMail(anna.email, /Verlenging van toegang aangevraagd/, { since: askedAt });

    // Anna renews from the data modal: the expired access is renewed, not resent.
    await openDossierMenuItem(a, 'Dossiergegevens');
    await expect(guestRow.getByText('Toegang verlopen').filter({ visible: true })).toBeVisible();
    await expect(guestRow.getByRole('button', { name: /^Link opnieuw sturen/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(a, 'dossier data dialog');
    await guestRow.getByRole('button', { name: /^Toegang van .+ verlengen$/ }).click();
    await expect(toastOf(a, 'Toegang verlengd')).toBeVisible();
    await expect(
      guestRow.getByText(/^Toegang tot: \d{1,2}-\d{1,2}-\d{4}$/).filter({ visible: true }),
    ).toBeVisible();
    await waitForMail(guestEmail, /Je toegang tot dossier .* is verlengd/, { since: askedAt });
    await a.keyboard.press('Escape');

    // The guest's screen comes back by itself, in the same document, with what was said meanwhile.
    await expect(overlayOf(g)).toBeHidden();
    expect(await sameDocument(g)).toBe(true);
    await expect(chatLogOf(g).getByText(/Toegang van .+ verlengd tot .+ door Anna de Vries/)).toBeVisible();
    await say(g, 'Dank, ik kan weer verder.');
    await expect(chatLogOf(a).getByText('Dank, ik kan weer verder.')).toBeVisible();
  } finally {
    await request.dispose();
    await server.stop();
  }
});

test('a guest whose link was used asks for a new one by e-mail and gets back in with it', async ({
  admin,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const supplier = await externalRelation(request, admin, 'Transport Jansen');
  const guestEmail = uniqueEmail('gast');
  const dossierId = await createDossier(request, admin, {
    title: 'Afleverbewijzen week 48',
    company_id: supplier.id,
    email: guestEmail,
  });
  const invitation = await waitForMail(guestEmail, /Uitnodiging voor dossier Afleverbewijzen week 48/);
  const link = linkFrom(invitation, '/validate').href;

  // The link works once: on the first device it opens the dossier (the guest gives their name first)...
  const first = await (await browser.newContext()).newPage();
  await first.goto(link);
  await giveGuestName(first, 'Joost', 'Jansen');
  await expect(first.getByRole('heading', { level: 1, name: 'Afleverbewijzen week 48' })).toBeVisible();
  // ...and clicked again in that browser, which still holds the session, it goes straight back in.
  await first.goto(link);
  await expect(first).toHaveURL(new RegExp(`/app/dossier/${dossierId}$`));
  await expect(first.getByRole('heading', { level: 1, name: 'Afleverbewijzen week 48' })).toBeVisible();
  await expect(first.getByText('Er is iets misgegaan', { exact: false })).toHaveCount(0);

  // ...on the second it is spent: the error screen offers a new link.
  const g = await (await browser.newContext()).newPage();
  await g.goto(link);
  await expect(
    g.getByText('Er is iets misgegaan. Kijk in je inbox of vraag een nieuwe link aan.'),
  ).toBeVisible();
  const form = g.getByRole('form', { name: 'Nieuwe link aanvragen' });
  await form.getByLabel('E-mailadres').fill('gast@');
  await form.getByRole('button', { name: 'Stuur een nieuwe link' }).click();
  await expect(form.getByText('Voer een geldig e-mailadres in')).toBeVisible();
  await expectNoSeriousA11yViolations(g, 'spent magic link, with a field error');

  // An address without access gets the same answer, and nothing by mail.
  const unknown = uniqueEmail('onbekend');
  await form.getByLabel('E-mailadres').fill(unknown);
  await form.getByRole('button', { name: 'Stuur een nieuwe link' }).click();
  const confirmation = 'Als dit e-mailadres toegang heeft, ontvang je binnen enkele minuten een nieuwe link.';
  await expect(g.getByRole('status').filter({ hasText: confirmation })).toBeVisible();

  // The guest asks with the invited address (keyboard only) and gets a fresh link.
  await g.reload();
  const askedAt = new Date();
  const email = g.getByRole('form', { name: 'Nieuwe link aanvragen' }).getByLabel('E-mailadres');
  await email.fill(guestEmail);
  await email.press('Enter');
  await expect(g.getByRole('status').filter({ hasText: confirmation })).toBeVisible();
  const fresh = await waitForMail(guestEmail, /Nieuwe link voor dossier Afleverbewijzen week 48/, {
    since: askedAt,
  });
  expect(allMails().filter((mail) => mail.to === unknown)).toHaveLength(0);

  await g.goto(linkFrom(fresh, '/validate').href);
  await expect(g).toHaveURL(new RegExp(`/app/dossier/${dossierId}$`));
  await expect(g.getByRole('heading', { level: 1, name: 'Afleverbewijzen week 48' })).toBeVisible();
  await say(g, 'Gelukt met de nieuwe link.');
});
