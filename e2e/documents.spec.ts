import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { relatedSupplierAndClient, shareDossier } from './support/dossiers.ts';
import { type FilePayload, noisePng, pdfWithText, sha256 } from './support/files.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const documentsOf = (page: Page) => page.getByRole('complementary', { name: /^Documenten( en facturen)?$/ });
const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });
const toastOf = (page: Page, text: string) => page.locator('[data-toast-type]', { hasText: text });
/** Chromium's own PDF viewer is an extension page inside the frame that shows a PDF. */
const PDF_VIEWER = /^chrome-extension:\/\/[a-p]{32}\/index\.html/;

/** Marks the page's document: the mark is gone after a reload, so a list that changes with it kept changing live. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Sends the page's uploads at about `bytesPerSecond`, so their progress can be watched; -1 lifts the limit. */
async function limitUploads(page: Page, bytesPerSecond: number) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

test('two companies share documents: upload with progress, live lists, a PDF preview, a byte-identical download, a second version and its first opened, a deletion seen by both', async ({
  browser,
  request,
}) => {
  // Two users, an upload held to a slow line and a download: about 20 s alone, more beside another worker.
  test.setTimeout(120_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Oplevering hal B');
  const pdf: FilePayload = {
    name: 'Werktekening hal B.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText('Werktekening hal B'),
  };
  const png: FilePayload = { name: 'foto-oplevering.png', mimeType: 'image/png', buffer: noisePng(256, 256) };
  const notes: FilePayload = {
    name: 'notities.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('geheugensteun'),
  };

  const a = await (await browser.newContext()).newPage();
  const bContext = await browser.newContext({ acceptDownloads: true });
  const b = await bContext.newPage();
  await openSignedIn(a, supplier.token, `/app/dossier/${dossierId}`);
  await openSignedIn(b, client.token, `/app/dossier/${dossierId}`);
  const supplierDocuments = documentsOf(b).getByRole('region', {
    name: `Documenten van ${supplier.company.name}`,
  });
  await expect(supplierDocuments.getByText('Nog geen documenten.')).toBeVisible();
  await expect(documentsOf(a).getByRole('region', { name: 'Mijn Documenten' })).toContainText(
    'Nog geen documenten.',
  );
  await markDocument(b);

  // Anna picks three files: the text file is refused in the browser, in SPEC's words, and never sent.
  await documentsOf(a).getByRole('button', { name: 'Upload document' }).click();
  const modal = a.getByRole('dialog', { name: 'Upload document' });
  const chooser = a.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Sleep bestanden hierheen of klik om ze te kiezen' }).click();
  await (await chooser).setFiles([pdf, png, notes]);
  const selection = modal.getByRole('list', { name: 'Gekozen bestanden' });
  await expect(selection.getByRole('listitem')).toHaveCount(3);
  await expect(selection.locator('li', { hasText: pdf.name })).toContainText(
    `${(pdf.buffer.length / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} KB`,
  );
  await expect(selection.locator('li', { hasText: png.name })).toContainText('KB');
  await expect(selection.locator('li', { hasText: notes.name })).toContainText(
    'notities.txt: ongeldig bestandstype',
  );
  await expectNoSeriousA11yViolations(a, 'upload dialog, with a refused file');

  // On a slow line the percentage climbs while the two files go out in one request.
  await limitUploads(a, 80 * 1024);
  const uploaded = a.waitForResponse(
    (response) => response.url().endsWith('/api/v1/documents') && response.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Uploaden' }).click();
  // Some moment between start and end shows the same part done on the bar and in figures.
  await expect
    .poll(
      () =>
        modal.evaluate((dialog) => {
          const bar = dialog.querySelector('[role="progressbar"][aria-label="Voortgang van de upload"]');
          const done = Number(bar?.getAttribute('aria-valuenow'));
          const figures = [...dialog.querySelectorAll('p')].some((text) => text.textContent === `${done}%`);
          return done > 0 && done < 100 && figures;
        }),
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  const answer = await uploaded;
  await limitUploads(a, -1);
  expect(answer.status()).toBe(201);
  const results = (await answer.json()).files as { filename: string; status: string }[];
  expect(results.map((result) => [result.filename, result.status])).toEqual([
    [pdf.name, 'stored'],
    [png.name, 'stored'],
  ]);
  await expect(toastOf(a, 'Upload voltooid')).toBeVisible();
  await expect(modal.getByText('100%')).toBeVisible();
  await expect(selection.locator('li', { hasText: pdf.name })).toContainText('Geüpload');
  await expect(selection.locator('li', { hasText: png.name })).toContainText('Geüpload');
  await modal.getByRole('button', { name: 'Klaar' }).click();
  await expect(modal).toBeHidden();

  const mine = documentsOf(a).getByRole('region', { name: 'Mijn Documenten' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine.getByRole('button', { name: `${pdf.name} verwijderen` })).toBeVisible();

  // Carla sees both appear under the supplier's documents, and the chat says so, without a reload.
  await expect(supplierDocuments.getByRole('listitem')).toHaveCount(2);
  await expect(supplierDocuments.getByRole('button', { name: `${png.name} downloaden` })).toBeVisible();
  await expect(supplierDocuments.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);
  await expect(chatLogOf(b).getByText(`Document toegevoegd: ${pdf.name}`)).toBeVisible();
  await expect(chatLogOf(b).getByText(`Document toegevoegd: ${png.name}`)).toBeVisible();
  expect(await sameDocument(b)).toBe(true);
  await expectNoSeriousA11yViolations(b, 'dossier with documents');
  // The picture has a thumbnail from its inline URL.
  const thumbnail = supplierDocuments.locator(`li:has-text("${png.name}") img[data-thumbnail]`);
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(256);

  // Carla previews the PDF in the app: Chromium's viewer shows the inline URL, nothing is downloaded.
  const downloads: string[] = [];
  b.on('download', (download) => downloads.push(download.suggestedFilename()));
  const inlineAnswer = b.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/v1/files/') && url.searchParams.get('name') === pdf.name;
  });
  await supplierDocuments.getByRole('button', { name: `${pdf.name} bekijken` }).click();
  const preview = b.getByRole('dialog', { name: pdf.name });
  await expect(preview.locator(`iframe[title="${pdf.name}"]`)).toBeVisible();
  const served = await inlineAnswer;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(/^inline;/);
  // Chromium hands the frame's bytes to its viewer (the frame's body is the viewer's wrapper): fetch them once more.
  // The directory storage's URL is a path of the app (issue 25): the frame loads it from the address the app is on.
  const frameSource = await preview.locator('iframe').getAttribute('src');
  expect(frameSource).toMatch(/^\/api\/v1\/files\//);
  expect(new URL(frameSource as string, b.url()).href).toBe(served.url());
  expect(sha256(await (await b.request.get(served.url())).body())).toBe(sha256(pdf.buffer));
  await expect.poll(() => b.frames().some((frame) => PDF_VIEWER.test(frame.url()))).toBe(true);
  await preview.getByRole('button', { name: 'Sluiten' }).click();
  await expect(preview).toBeHidden();
  expect(downloads).toEqual([]);

  // Carla downloads the picture: the same bytes, under its own name.
  const downloaded = b.waitForEvent('download');
  await supplierDocuments.getByRole('button', { name: `${png.name} downloaden` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(png.name);
  expect(sha256(await readFile(await download.path()))).toBe(sha256(png.buffer));
  await expect(toastOf(b, 'Download gestart')).toBeVisible();

  // Issue 25: Anna uploads the drawing's revision under the same name: one row, 'versie 2', for both of them.
  const revision: FilePayload = { ...pdf, buffer: pdfWithText('Werktekening hal B, revisie B') };
  await documentsOf(a).getByRole('button', { name: 'Upload document' }).click();
  const again = a.getByRole('dialog', { name: 'Upload document' });
  const secondChooser = a.waitForEvent('filechooser');
  await again.getByRole('button', { name: 'Sleep bestanden hierheen of klik om ze te kiezen' }).click();
  await (await secondChooser).setFiles([revision]);
  // Every file stored: the dialog closes by itself.
  await again.getByRole('button', { name: 'Uploaden' }).click();
  await expect(again).toBeHidden();
  const versionsToggle = (list: typeof mine) =>
    list.getByRole('button', { name: `versie 2 van ${pdf.name}, alle versies` });
  await expect(versionsToggle(mine)).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(versionsToggle(supplierDocuments)).toBeVisible();
  await expect(supplierDocuments.getByRole('listitem')).toHaveCount(2);
  await expect(chatLogOf(b).getByText(`Document toegevoegd: ${pdf.name} (versie 2)`)).toBeVisible();
  expect(await sameDocument(b)).toBe(true);

  // Carla opens 'versie 1': the first drawing's bytes, in the app.
  await versionsToggle(supplierDocuments).click();
  const versions = supplierDocuments.getByRole('list', { name: `Versies van ${pdf.name}` });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('versie 2 · nieuwste');
  await expectNoSeriousA11yViolations(b, 'the versions of a document');
  const firstVersion = b.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/v1/files/') && url.searchParams.get('name') === pdf.name;
  });
  await versions.getByRole('button', { name: `versie 1 van ${pdf.name} bekijken` }).click();
  const oldPreview = b.getByRole('dialog', { name: `${pdf.name} (versie 1)` });
  await expect(oldPreview.locator('iframe')).toBeVisible();
  const oldServed = await firstVersion;
  expect(oldServed.status()).toBe(200);
  expect(sha256(await (await b.request.get(oldServed.url())).body())).toBe(sha256(pdf.buffer));
  await oldPreview.getByRole('button', { name: 'Sluiten' }).click();
  await expect(oldPreview).toBeHidden();
  await versionsToggle(supplierDocuments).click();
  await expect(versions).toBeHidden();
  // Shown in the app, not saved: only the picture saved above was downloaded.
  expect(downloads).toEqual([png.name]);

  // Anna deletes the PDF, asked first: Escape keeps it, with the focus back on its button.
  const deleteButton = mine.getByRole('button', { name: `${pdf.name} verwijderen` });
  await deleteButton.click();
  const confirm = a.getByRole('dialog', { name: 'Document verwijderen?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(a, 'delete document question');
  await a.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  // Confirmed, it leaves both lists, and Carla's chat says so.
  await deleteButton.click();
  await expect(confirm).toContainText(`${pdf.name} verdwijnt voor iedereen in dit dossier.`);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toastOf(a, 'Verwijderd')).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByText(pdf.name)).toHaveCount(0);
  await expect(supplierDocuments.getByRole('listitem')).toHaveCount(1);
  await expect(supplierDocuments.getByText(pdf.name)).toHaveCount(0);
  await expect(supplierDocuments.getByText(png.name)).toBeVisible();
  await expect(chatLogOf(b).getByText(`Document verwijderd: ${pdf.name}`)).toBeVisible();
  expect(await sameDocument(b)).toBe(true);
});
