import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { inviteColleague, PASSWORD } from './support/api.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';
import { totpCode, totpStep } from './support/totp.ts';

/**
 * A code for a step after `usedStep`: the server takes each step once and one step of drift, so a sign-in right
 * after enrolling uses the next step's code instead of waiting for it.
 */
function freshCode(secret: string, usedStep: number): { code: string; step: number } {
  const step = Math.max(totpStep(), usedStep + 1);
  return { code: totpCode(secret, step), step };
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

test('a user enrols an authenticator app, signs in with password and code, and ends another session', async ({
  admin,
  browser,
}) => {
  // Two browsers, several password hashes and a wait of up to one 30 s step.
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, admin.token, '/app/account');

  // Enrol: the secret shown beside the QR code goes into the test's own authenticator.
  const section = page.getByRole('region', { name: 'Tweestapsverificatie' });
  await expect(section.getByText('Uit', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Instellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tweestapsverificatie' });
  await expect(
    dialog.getByRole('img', { name: 'QR-code om tweestapsverificatie in te stellen' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'two-step set-up: scan and confirm');
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const enrolment = freshCode(secret, totpStep() - 1);
  await dialog.getByLabel('Code uit de app').fill(enrolment.code);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();

  // The recovery codes, once.
  const codeItems = dialog.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await expectNoSeriousA11yViolations(page, 'two-step set-up: recovery codes');
  await dialog.getByRole('checkbox', { name: 'Ik heb de herstelcodes bewaard' }).check();
  await dialog.getByRole('button', { name: 'Klaar' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Aan', { exact: true })).toBeVisible();

  // Sign out, then in with the password and a code.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPassword(page, admin.email);
  const codeField = page.getByRole('textbox', { name: 'Verificatiecode' });
  await expect(codeField).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'login: code step');
  await codeField.fill(freshCode(secret, enrolment.step).code);
  await page.getByRole('button', { name: 'Verifiëren' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // A second browser signs in with a recovery code.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInWithPassword(other, admin.email);
  await other.getByRole('button', { name: 'Herstelcode gebruiken' }).click();
  await other.getByRole('textbox', { name: 'Herstelcode' }).fill(codes[0] ?? '');
  await other.getByRole('button', { name: 'Verifiëren' }).click();
  await expect(other).toHaveURL(/\/app$/);

  // Both sessions are listed; the first ends the other.
  await page.getByRole('link', { name: 'Account' }).click();
  const sessions = page.getByRole('region', { name: 'Sessies' });
  const rows = sessions.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Dit apparaat' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'account: two-step on, two sessions');
  await rows.filter({ hasNotText: 'Dit apparaat' }).getByRole('button').click();
  const question = page.getByRole('dialog', { name: 'Sessie afmelden?' });
  await question.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('Sessie afgemeld')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The ended session's next call sends it to the login.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);

  await otherContext.close();
  await context.close();
});

test('a company demands a second factor: a colleague without one enrols before anything else; the admin can reset it', async ({
  admin,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const colleague = await inviteColleague(request, admin);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openSignedIn(adminPage, admin.token, '/app/users');
  const demand = adminPage.getByRole('switch', { name: /Tweestapsverificatie verplicht voor iedereen/ });
  // A click, then the state the server confirmed: check() expects the switch to turn at once.
  await demand.click();
  await expect(demand).toBeChecked();
  await expect(adminPage.getByText('Tweestapsverificatie is nu verplicht voor iedereen')).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage, 'users with the company demand on');

  // The colleague signs in with a password only: the set-up screen, and nothing else.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, colleague.email);
  await expect(page).toHaveURL(/\/two-step-setup$/);
  await expect(page.getByRole('heading', { name: 'Stel tweestapsverificatie in' })).toBeVisible();
  await expect(page.getByTestId('two-factor-secret')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'enrolment demanded by the company');
  await page.goto('/app/account');
  await expect(page).toHaveURL(/\/two-step-setup$/);

  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Code uit de app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('checkbox', { name: 'Ik heb de herstelcodes bewaard' }).check();
  await page.getByRole('button', { name: 'Klaar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('complementary', { name: 'Dossierlijst' })).toBeVisible();

  // The admin resets the colleague's second factor.
  await adminPage.getByRole('cell', { name: colleague.email }).click();
  const details = adminPage.getByRole('dialog', { name: 'Gebruikersgegevens' });
  await details.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
  await adminPage
    .getByRole('dialog', { name: /resetten\?$/ })
    .getByRole('button', { name: 'Resetten' })
    .click();
  await expect(adminPage.getByText('Tweestapsverificatie van Bram Jansen is gereset')).toBeVisible();

  await context.close();
  await adminContext.close();
});
