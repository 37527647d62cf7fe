import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { randomRegistrationNumber, uniqueEmail } from './support/api.ts';
import { linkFrom, waitForMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 25, item 1: a new company's first day, from registering to its first dossier without a dead end: /login says
 * to check the mail, the welcome link sets the password and signs in, the empty app's first steps each lead to the
 * screen that does them and are ticked when done.
 */
const PASSWORD = 'een-sterk-wachtwoord';
const unique = () => Math.random().toString(36).slice(2, 8);

const firstSteps = (page: Page) => page.getByRole('region', { name: 'Aan de slag' });
const step = (page: Page, key: string) => firstSteps(page).locator(`[data-step="${key}"]`);
const toastOf = (page: Page, text: string) => page.locator('[data-toast-type]', { hasText: text });

/** Back to the start page by the logo, as a user would. */
async function home(page: Page) {
  await page.getByRole('link', { name: 'Dossiers, naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

test('a new company registers, is signed in by its welcome link and works through the first steps to its first dossier', async ({
  page,
}) => {
  // Two password hashes, four forms and a mail: about 30 s alone, more beside another worker.
  test.setTimeout(150_000);
  const suffix = unique();
  const email = uniqueEmail('start');
  const companyName = `Aannemer Eerste Dag ${suffix}`;

  // Registering ends on /login, which says to check the mail (there is no password yet).
  await page.goto('/register');
  await page.getByLabel('Bedrijfsnaam').fill(companyName);
  await page.getByLabel('KvK-nummer').fill(randomRegistrationNumber());
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill('Eerste');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole('status').filter({ hasText: 'Kijk in je mail' });
  await expect(notice).toContainText(`We hebben een e-mail gestuurd naar ${email}.`);
  await expectNoSeriousA11yViolations(page, 'login after registering');

  // The welcome mail's link sets the password and opens the app, signed in.
  const welcome = await waitForMail(email, /Welkom bij Dossiers/);
  expect(welcome.text).toContain('Wachtwoord instellen');
  await page.goto(linkFrom(welcome, '/reset-password').href);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Nog geen dossiers' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  // The empty app lists the four first steps, none done.
  await expect(firstSteps(page)).toBeVisible();
  await expect(firstSteps(page)).toContainText('0 van 4 gedaan');
  await expectNoSeriousA11yViolations(page, 'first steps');

  // 'Collega's uitnodigen' opens the users screen with its invite open.
  await step(page, 'invite').getByRole('link', { name: "Collega's uitnodigen" }).click();
  const invite = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await expect(invite).toBeVisible();
  const colleague = uniqueEmail('collega');
  await invite.getByLabel('Voornaam').fill('Bram');
  await invite.getByLabel('Achternaam').fill('Jansen');
  await invite.getByLabel('E-mailadres').fill(colleague);
  await invite.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${colleague}!`)).toBeVisible();
  await home(page);
  await expect(step(page, 'invite')).toContainText('Gedaan');
  await expect(firstSteps(page)).toContainText('1 van 4 gedaan');

  // 'Relatie toevoegen' opens 'Nieuwe relatie' on the relations screen: an external party, registered there.
  await step(page, 'relation').getByRole('link', { name: 'Relatie toevoegen' }).click();
  const relation = page.getByRole('dialog', { name: 'Nieuwe relatie' });
  await expect(relation).toBeVisible();
  const external = `Grondverzet Eerste ${suffix}`;
  await relation.getByPlaceholder('Typ een bedrijfsnaam of KvK-nummer').fill(external);
  await expect(page.getByText('Geen resultaten gevonden')).toBeVisible();
  await relation.getByRole('button', { name: 'Externe partij registreren' }).click();
  const registration = page.getByRole('dialog', { name: 'Externe partij registreren' });
  await registration.getByLabel('KvK-nummer').fill(randomRegistrationNumber());
  await registration.getByLabel('Plaats').fill('Zwolle');
  await registration.getByRole('button', { name: 'Registreren en toevoegen' }).click();
  await expect(page.getByText('Relatie toegevoegd')).toBeVisible();
  await home(page);
  await expect(step(page, 'relation')).toContainText('Gedaan');

  // 'Facturatiegegevens' opens the billing form; saved, the step is ticked.
  await step(page, 'billing').getByRole('link', { name: 'Facturatiegegevens' }).click();
  await expect(page).toHaveURL(/\/app\/billing$/);
  const fields: Array<[string, string]> = [
    ['Officiële naam', `${companyName} B.V.`],
    ['Straat en huisnummer', 'Industrieweg 12'],
    ['Postcode', '1234 AB'],
    ['Plaats', 'Utrecht'],
    ['Land', 'NL'],
    ['Btw-nummer', 'NL123456782B01'],
    ['IBAN', 'NL91 ABNA 0417 1643 00'],
    ['Factuurprefix', 'ED'],
  ];
  for (const [label, value] of fields) await page.getByRole('textbox', { name: label }).fill(value);
  await page.getByLabel('Betaaltermijn (dagen)').fill('30');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toastOf(page, 'Facturatiegegevens opgeslagen')).toBeVisible();
  await home(page);
  await expect(step(page, 'billing')).toContainText('Gedaan');
  await expect(firstSteps(page)).toContainText('3 van 4 gedaan');

  // 'Nieuw dossier' opens the panel in place; the new dossier opens.
  await step(page, 'dossier').getByRole('button', { name: 'Nieuw dossier' }).click();
  const panel = page.getByRole('dialog', { name: 'Nieuw dossier' });
  await panel.getByLabel('Titel').fill('Fundering Kerkstraat');
  await panel.getByRole('button', { name: 'Dossier aanmaken' }).click();
  await expect(page).toHaveURL(/\/app\/dossier\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fundering Kerkstraat' })).toBeVisible();

  // Every step done: the start page asks to pick a dossier, the checklist is gone.
  await home(page);
  await expect(page.getByRole('heading', { name: 'Kies een dossier' })).toBeVisible();
  await expect(firstSteps(page)).toHaveCount(0);
});

test("an admin without relations is led from 'Nieuw dossier' to Relaties; the first steps can be put away", async ({
  page,
  admin,
}) => {
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('access_token', token), admin.token);
  await page.goto('/app');
  await expect(firstSteps(page)).toBeVisible();
  await step(page, 'dossier').getByRole('button', { name: 'Nieuw dossier' }).click();
  const panel = page.getByRole('dialog', { name: 'Nieuw dossier' });
  await panel.getByRole('radio', { name: 'Nee' }).check();
  await expect(panel).toContainText('Een beheerder kan ze toevoegen onder Relaties.');
  await panel.getByRole('link', { name: 'Relaties' }).click();
  await expect(page).toHaveURL(/\/app\/relations$/);
  await expect(page.getByRole('heading', { name: 'Relaties', level: 1 })).toBeVisible();

  await home(page);
  await firstSteps(page).getByRole('button', { name: 'Checklist verbergen' }).click();
  await expect(firstSteps(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nog geen dossiers' })).toBeVisible();
  await expect(firstSteps(page)).toHaveCount(0);
});
