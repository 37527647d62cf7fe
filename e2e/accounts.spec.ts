import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { randomRegistrationNumber, uniqueEmail } from './support/api.ts';
import { linkFrom, waitForMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

const NEW_PASSWORD = 'een-sterk-wachtwoord';

async function setPasswordThroughLink(page: import('@playwright/test').Page, link: URL, checkA11y = false) {
  await page.goto(link.href);
  if (checkA11y) await expectNoSeriousA11yViolations(page, 'reset password');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  // Issue 25: a welcome or invite link sets the password and signs in: the app opens.
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Nog geen dossiers' })).toBeVisible();
}

async function logIn(page: import('@playwright/test').Page, email: string, checkA11y = false) {
  await page.goto('/login');
  if (checkA11y) await expectNoSeriousA11yViolations(page, 'login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Nog geen dossiers' })).toBeVisible();
  if (checkA11y) await expectNoSeriousA11yViolations(page, 'no dossiers yet');
}

test('a company registers, its admin invites a colleague, and removing that colleague signs them out', async ({
  browser,
}) => {
  // Two browsers, four password hashes (argon2) and two mails: about 30 s alone, up to a minute beside another worker.
  test.setTimeout(120_000);
  const adminEmail = uniqueEmail('admin');
  const colleagueEmail = uniqueEmail('collega');
  const companyName = `Bouwbedrijf ${randomRegistrationNumber()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();

  // Register through the form; the app goes to /login.
  await admin.goto('/');
  await expectNoSeriousA11yViolations(admin, 'landing');
  await admin.getByRole('link', { name: 'Account aanmaken' }).click();
  await expect(admin.getByRole('heading', { name: 'Registreer je bedrijf' })).toBeVisible();
  await admin.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText('Bedrijfsnaam is required')).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'register, with field errors');
  await admin.getByLabel('Bedrijfsnaam').fill(companyName);
  await admin.getByLabel('KvK-nummer').fill('1234');
  await admin.getByLabel('E-mailadres').fill(adminEmail);
  await admin.getByLabel('Voornaam').fill('Anna');
  await admin.getByLabel('Achternaam').fill('de Vries');
  await admin.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText('must be exactly 8 digits')).toBeVisible();
  await admin.getByLabel('KvK-nummer').fill(randomRegistrationNumber());
  await admin.getByRole('button', { name: 'Submit' }).click();
  await expect(admin).toHaveURL(/\/login/);

  // The set-password link from the welcome mail signs in; then a login with the new password, and the account.
  await setPasswordThroughLink(
    admin,
    linkFrom(await waitForMail(adminEmail, /Welkom/), '/reset-password'),
    true,
  );
  await logIn(admin, adminEmail, true);
  await admin.getByRole('link', { name: 'Account' }).click();
  await expect(admin.getByRole('heading', { name: 'Accountgegevens' })).toBeVisible();
  await expect(admin.getByText(companyName)).toBeVisible();
  await expect(admin.getByText(adminEmail)).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'account');

  // Invite a colleague.
  await admin.getByRole('link', { name: 'Gebruikers' }).click();
  await expect(admin.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'users');
  await admin.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  const invite = admin.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await expect(invite.getByLabel('Voornaam')).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'invite user dialog');
  await invite.getByLabel('Voornaam').fill('Bram');
  await invite.getByLabel('Achternaam').fill('Jansen');
  await invite.getByLabel('E-mailadres').fill(colleagueEmail);
  await invite.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(admin.getByText(`Uitnodiging verstuurd naar ${colleagueEmail}!`)).toBeVisible();
  await expect(admin.getByText('Gebruiker toegevoegd')).toBeVisible();
  // The dialog gives the focus back to the button that opened it.
  await expect(admin.getByRole('button', { name: 'Nieuwe gebruiker' })).toBeFocused();
  await expect(admin.getByRole('cell', { name: colleagueEmail })).toBeVisible();

  // The colleague sets a password from the invite mail, which signs them in, in a browser of their own.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await setPasswordThroughLink(
    colleague,
    linkFrom(await waitForMail(colleagueEmail, /uitgenodigd/), '/reset-password'),
  );
  await expect(colleague.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);

  // The admin removes the colleague; the colleague's next call sends them to /login.
  await admin.getByRole('cell', { name: colleagueEmail }).click();
  const details = admin.getByRole('dialog', { name: 'Gebruikersgegevens' });
  // The browser runs in Europe/Amsterdam (playwright.config.ts): the join date is today's date there.
  const today = new Date().toLocaleDateString('nl-NL', { timeZone: 'Europe/Amsterdam' });
  await expect(details.getByText(today)).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'user details dialog');
  // 'Remove User' asks first: Escape changes nothing, and the row that opened the details has the focus again.
  await details.getByRole('button', { name: 'Remove User' }).click();
  await expect(details.getByRole('group', { name: 'Bram Jansen verwijderen?' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'remove user question');
  await admin.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(admin.locator('tr', { hasText: colleagueEmail })).toBeFocused();
  await admin.getByRole('cell', { name: colleagueEmail }).click();
  await details.getByRole('button', { name: 'Remove User' }).click();
  await details
    .getByRole('group', { name: 'Bram Jansen verwijderen?' })
    .getByRole('button', { name: 'Remove User' })
    .click();
  await expect(admin.getByText(`User ${colleagueEmail} removed`)).toBeVisible();
  await expect(admin.getByRole('cell', { name: colleagueEmail })).toHaveCount(0);

  await colleague.reload();
  await expect(colleague).toHaveURL(/\/login/);
  expect(await colleague.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await adminContext.close();
  await colleagueContext.close();
});
