import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { PASSWORD, uniqueEmail } from './support/api.ts';
import {
  createDossier,
  externalRelation,
  relatedSupplierAndClient,
  shareDossier,
} from './support/dossiers.ts';
import { baseUrl } from './support/env.ts';
import { type FilePayload, noisePng, pdfWithText } from './support/files.ts';
import { giveGuestName } from './support/guests.ts';
import { linkFrom, waitForMail } from './support/mail.ts';
import { logLines, recordSecrets, type Secrets, sightings } from './support/server-logs.ts';
import { ACCESS_TOKEN_KEY } from './support/session.ts';
import { expect, test } from './support/test.ts';

interface Violation {
  page: string;
  directive?: string;
  blocked?: string;
  source?: string;
  sample?: string;
  console?: string;
}

/**
 * Records every Content-Security-Policy violation in the context's pages and frames: the
 * `securitypolicyviolation` event, installed before any script of the page runs, and Chromium's console
 * message, which also comes where no script runs (a sandboxed frame).
 */
async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, violation: Omit<Violation, 'page'>) => {
    violations.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: object): void })
        .reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text()))
      violations.push({ page: message.page()?.url() ?? '', console: message.text() });
  });
  return violations;
}

/** A CSP header as its directives: { 'script-src': ["'self'"], ... }. */
const directivesOf = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });
const mineOf = (page: Page) =>
  page
    .getByRole('complementary', { name: /^Documenten( en facturen)?$/ })
    .getByRole('region', { name: 'Mijn Documenten' });

async function say(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Bericht' }).fill(message);
  await page.getByRole('button', { name: 'Verzend' }).click();
  await expect(chatLogOf(page).locator('li[data-own="true"]', { hasText: message })).toBeVisible();
}

async function upload(page: Page, files: FilePayload[]) {
  await page.getByRole('button', { name: 'Upload document' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload document' });
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Sleep bestanden hierheen of klik om ze te kiezen' }).click();
  await (await chooser).setFiles(files);
  await modal.getByRole('button', { name: 'Uploaden' }).click();
  // Every file stored: the modal closes by itself.
  await expect(modal).toBeHidden();
  for (const file of files) await expect(mineOf(page).getByText(file.name)).toBeVisible();
}

test('a whole journey runs under a strict content security policy, and no server log line shows its secrets', async ({
  browser,
  request,
}) => {
  // Two browsers (a member and a guest), uploads and previews: about 20 s alone, more beside another worker.
  test.setTimeout(120_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const external = await externalRelation(request, supplier, 'Sleutelbeheer Extern');
  const guestEmail = uniqueEmail('gast');
  const guestDossier = await createDossier(request, supplier, {
    title: 'Sleutelplan hal D',
    company_id: external.id,
    email: guestEmail,
  });
  const dossierId = await shareDossier(request, supplier, client, 'Beveiliging hal D');
  const pdf: FilePayload = {
    name: 'Sleutelplan.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText('Sleutelplan hal D'),
  };
  const png: FilePayload = { name: 'toegangsdeur.png', mimeType: 'image/png', buffer: noisePng(64, 48) };
  const cookie = `koekje-${crypto.randomUUID()}`;
  const signatures = new Set<string>();

  const context = await browser.newContext();
  const violations = await recordViolations(context);
  // A cookie on every request: the server must not log it (the app itself sets none).
  await context.addCookies([{ name: 'voorkeur', value: cookie, url: baseUrl() }]);
  context.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/v1/files/')) signatures.add(url.searchParams.get('signature') ?? '');
  });
  const a = await context.newPage();

  // The web app comes with strict headers: scripts only from our origin, no framing by others, no sniffing.
  const scripts: string[] = [];
  a.on('response', (answer) => {
    if (new URL(answer.url()).pathname.endsWith('.js'))
      scripts.push(answer.headers()['x-content-type-options'] ?? '');
  });
  const spa = await a.goto('/login');
  const headers = spa?.headers() ?? {};
  const csp = directivesOf(headers['content-security-policy'] ?? '');
  const scriptSources = csp['script-src'] ?? csp['default-src'] ?? [];
  expect(scriptSources).toContain("'self'");
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(scriptSources).not.toContain(loose);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect([["'none'"], ["'self'"]]).toContainEqual(csp['frame-ancestors']);
  expect(headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');

  // Anna signs in through the form and opens the shared dossier from the sidebar.
  await a.getByLabel('E-mailadres').fill(supplier.email);
  await a.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await a.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(a).toHaveURL(/\/app\/dossier\//);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((value) => value === 'nosniff')).toBe(true);
  await a
    .getByRole('complementary', { name: 'Dossierlijst' })
    .getByRole('link', { name: /Beveiliging hal D/ })
    .click();
  await expect(a).toHaveURL(new RegExp(`/app/dossier/${dossierId}$`));
  await expect(a.getByRole('heading', { level: 1, name: 'Beveiliging hal D' })).toBeVisible();
  await say(a, 'De sleutels liggen bij de portier.');
  await expectNoSeriousA11yViolations(a, 'dossier, under the strict policy');

  // She uploads a PDF and a picture, and previews both inside the app.
  await upload(a, [pdf, png]);
  await mineOf(a)
    .getByRole('button', { name: `${pdf.name} bekijken` })
    .click();
  const pdfPreview = a.getByRole('dialog', { name: pdf.name });
  await expect(pdfPreview.locator(`iframe[title="${pdf.name}"]`)).toBeVisible();
  await expect
    .poll(() => a.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
    .toBe(true);
  await pdfPreview.getByRole('button', { name: 'Sluiten' }).click();
  await expect(pdfPreview).toBeHidden();
  await mineOf(a)
    .getByRole('button', { name: `${png.name} bekijken` })
    .click();
  const picture = a.getByRole('dialog', { name: png.name }).getByRole('img', { name: png.name });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(64);
  await expectNoSeriousA11yViolations(a, 'picture preview dialog');
  await a.keyboard.press('Escape');

  // The guest opens the magic link from the invitation in a browser of their own and writes in the dossier.
  const guestContext = await browser.newContext();
  const guestViolations = await recordViolations(guestContext);
  const g = await guestContext.newPage();
  const invitation = await waitForMail(guestEmail, /Uitnodiging voor dossier Sleutelplan hal D/);
  await g.goto(linkFrom(invitation, '/validate').href);
  await expect(g).toHaveURL(new RegExp(`/app/dossier/${guestDossier}$`));
  await giveGuestName(g, 'Gerrit', 'Gast');
  await say(g, 'Ontvangen, dank u.');

  expect(violations).toEqual([]);
  expect(guestViolations).toEqual([]);

  // What this journey handed to the server or got from it: no line of the server's log may show any of it.
  const secrets: Secrets = {
    'supplier bearer token (API)': supplier.token,
    'client bearer token (API)': client.token,
    'supplier bearer token (login form)':
      (await a.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)) ?? '',
    'guest bearer token (magic link)':
      (await g.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)) ?? '',
    'guest link token': linkFrom(invitation, '/validate').searchParams.get('token') ?? '',
    'password typed': PASSWORD,
    cookie,
  };
  expect(signatures.size).toBeGreaterThanOrEqual(2);
  for (const [index, signature] of [...signatures].entries())
    secrets[`download URL signature ${index + 1}`] = signature;
  recordSecrets('security', secrets);
  expect(sightings(logLines('server'), secrets)).toEqual([]);
  await context.close();
  await guestContext.close();
});
