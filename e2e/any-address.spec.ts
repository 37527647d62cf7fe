import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, type SeededAdmin } from './support/api.ts';
import { relatedSupplierAndClient, shareDossier } from './support/dossiers.ts';
import { baseUrl } from './support/env.ts';
import { type FilePayload, noisePng, pdfWithText, sha256 } from './support/files.ts';
import { ACCESS_TOKEN_KEY } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 25, items 5 to 7, in Chromium. The server's PUBLIC_URL is http://127.0.0.1:port; these journeys open the
 * app on http://localhost:port, the same server on another address (as a LAN address or a second name would be).
 */
const otherAddress = () => {
  const url = new URL(baseUrl());
  url.hostname = 'localhost';
  return url.origin;
};

const documentsOf = (page: Page) => page.getByRole('complementary', { name: /^Documenten( en facturen)?$/ });

async function upload(request: APIRequestContext, by: SeededAdmin, dossierId: string, file: FilePayload) {
  const uploaded = await request.post('/api/v1/documents', {
    headers: bearer(by.token),
    multipart: { dossier_id: dossierId, files: file },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

/** Signs a page of the other address in with a token, then opens `path` there. */
async function openThere(page: Page, token: string, path: string) {
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token]);
  await page.goto(path);
}

test('on another address than PUBLIC_URL the web comes compressed, and previews and downloads work', async ({
  browser,
  request,
}) => {
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Hal C, een ander adres');
  const pdf: FilePayload = {
    name: 'Plattegrond hal C.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText('Hal C'),
  };
  const png: FilePayload = { name: 'gevel-hal-c.png', mimeType: 'image/png', buffer: noisePng(80, 60) };
  await upload(request, client, dossierId, pdf);
  await upload(request, client, dossierId, png);

  const context = await browser.newContext({ baseURL: otherAddress(), acceptDownloads: true });
  const page = await context.newPage();
  const scripts: { path: string; encoding: string; vary: string; length: number }[] = [];
  const files: string[] = [];
  page.on('response', (answer) => {
    const url = new URL(answer.url());
    if (url.pathname.endsWith('.js'))
      scripts.push({
        path: url.pathname,
        encoding: answer.headers()['content-encoding'] ?? '',
        vary: answer.headers().vary ?? '',
        length: Number(answer.headers()['content-length'] ?? 0),
      });
    if (url.pathname.startsWith('/api/v1/files/')) files.push(`${url.origin} ${answer.status()}`);
  });
  await openThere(page, supplier.token, `/app/dossier/${dossierId}`);
  const theirs = documentsOf(page).getByRole('region', { name: `Documenten van ${client.company.name}` });
  await expect(theirs.getByText(png.name)).toBeVisible();

  // Item 5: the scripts came precompressed (Chromium asks gzip and, on a secure context such as localhost, br);
  // only a chunk of a few dozen bytes, which compression would make larger, comes as it is.
  expect(
    scripts.filter((script) => script.encoding === 'br' || script.encoding === 'gzip').length,
  ).toBeGreaterThan(5);
  for (const script of scripts) {
    if (script.encoding === '') expect(script.length, script.path).toBeLessThan(200);
    else expect(['br', 'gzip'], script.path).toContain(script.encoding);
    expect(script.vary.toLowerCase(), script.path).toContain('accept-encoding');
  }

  // Item 6: the picture shows in its preview, from this address.
  await theirs.getByRole('button', { name: `${png.name} bekijken` }).click();
  const picture = page.getByRole('dialog', { name: png.name }).getByRole('img', { name: png.name });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(80);
  expect(new URL((await picture.getAttribute('src')) as string, otherAddress()).origin).toBe(otherAddress());
  await page.keyboard.press('Escape');

  // The PDF in the browser's viewer, no failure message.
  await theirs.getByRole('button', { name: `${pdf.name} bekijken` }).click();
  const preview = page.getByRole('dialog', { name: pdf.name });
  await expect(preview.locator(`iframe[title="${pdf.name}"]`)).toBeVisible();
  await expect
    .poll(() => files.filter((file) => file === `${otherAddress()} 200`).length)
    .toBeGreaterThanOrEqual(2);
  await expect(preview.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // And the download: the same bytes.
  const downloaded = page.waitForEvent('download');
  await theirs.getByRole('button', { name: `${png.name} downloaden` }).click();
  const download = await downloaded;
  expect(sha256(await readFile(await download.path()))).toBe(sha256(png.buffer));
  expect(files.every((file) => file.startsWith(`${otherAddress()} `))).toBe(true);
  await context.close();
});

test("'Wachtwoord wijzigen' inside the app, with the unread count in the tab's title", async ({
  page,
  request,
}) => {
  const { supplier, client } = await relatedSupplierAndClient(request);
  const title = 'Lange geschiedenis';
  const dossierId = await shareDossier(request, supplier, client, title);
  for (const message of ['Wanneer wordt er geleverd?', 'En graag de pakbon erbij.']) {
    const said = await request.post(`/api/v1/dossiers/${dossierId}/messages`, {
      headers: bearer(client.token),
      data: { message_type: 'user', message },
    });
    expect(said.status(), await said.text()).toBe(201);
  }

  await openThere(page, supplier.token, '/app/account');
  await expect(page).toHaveTitle('(2) Account');
  await page.getByRole('link', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page).toHaveURL(/\/app\/account\/password$/);
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Wachtwoord wijzigen', level: 1 }),
  ).toBeVisible();
  // The shell stays around it: the dossier list beside it.
  await expect(page.getByRole('complementary', { name: 'Dossierlijst' }).getByText(title)).toBeVisible();
  await expect(page).toHaveTitle('(2) Wachtwoord wijzigen');

  // Reading the dossier clears the count.
  await page
    .getByRole('complementary', { name: 'Dossierlijst' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page).toHaveTitle(title);

  // The change itself, from the screen in the app: the confirmation, then a login with the new password.
  await page.goto('/app/account/password');
  const newPassword = `${supplier.password}-nieuw`;
  await page.getByLabel('Huidig wachtwoord').fill(supplier.password);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(
    page.getByText('Je wachtwoord is succesvol gewijzigd! Log in met je nieuwe wachtwoord.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Dossiers');
  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  await page.getByLabel('E-mailadres').fill(supplier.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);
});
