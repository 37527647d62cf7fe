import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { baseUrl } from './support/env.ts';
import { expect, test } from './support/test.ts';

/**
 * Browsers refuse an IP address as a passkey's site, so the server (PUBLIC_URL http://127.0.0.1:port) keeps its
 * passkeys on `localhost` at the same port: this journey's browser uses that address.
 */
const localhostUrl = () => {
  const url = new URL(baseUrl());
  url.hostname = 'localhost';
  return url.origin;
};

test('a passkey: added on the account screen, it signs in without a password, and is removed', async ({
  browser,
  admin,
}) => {
  const context = await browser.newContext({ baseURL: localhostUrl() });
  const page = await context.newPage();
  // Chromium's virtual authenticator: a platform passkey that verifies its user (as a fingerprint would).
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // Sign in with the password, and add a passkey on the account screen.
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(admin.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
  await page.goto('/app/account');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('Je hebt nog geen passkeys.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Passkey toevoegen' }).click();
  await expect(page.getByText('Passkey toegevoegd')).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByText('Passkey 1')).toBeVisible();
  await expect(passkeys.getByText(/Nog niet gebruikt/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account with a passkey');

  // Sign out, then in again with the passkey alone: where a password sign-in goes.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/app/account');
  await expect(passkeys.getByText(/Laatst gebruikt/)).toBeVisible();

  // Remove it, after the question; it signs in no more.
  await passkeys.getByRole('button', { name: 'Passkey 1 verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkey verwijderen?' });
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Passkey verwijderd')).toBeVisible();
  await expect(passkeys.getByText('Je hebt nog geen passkeys.')).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page.getByText('Inloggen met deze passkey is niet gelukt')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login, after a refused passkey');
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});
