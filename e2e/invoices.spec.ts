import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { bearer, type SeededAdmin } from './support/api.ts';
import { relatedSupplierAndClient, shareDossier } from './support/dossiers.ts';
import { openSignedIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const sidePanelOf = (page: Page) => page.getByRole('complementary', { name: 'Documenten en facturen' });
const chatLogOf = (page: Page) => page.getByRole('log', { name: 'Chat' });
const toastOf = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]', { hasText: text });

/** A company's billing profile through the API (the first journey fills the supplier's in on its screen). */
async function putBilling(request: APIRequestContext, admin: SeededAdmin, profile: Record<string, unknown>) {
  const response = await request.put(`/api/v1/companies/${admin.company.id}/billing`, {
    headers: bearer(admin.token),
    data: {
      legal_name: admin.company.name,
      street: 'Havenweg 3',
      postal_code: '3011 AB',
      city: 'Rotterdam',
      country_code: 'NL',
      vat_id: null,
      iban: null,
      payment_term_days: 30,
      invoice_prefix: 'F',
      ...profile,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The 'Facturen' tab of the dossier's side panel. */
async function openInvoices(page: Page): Promise<Locator> {
  const panel = sidePanelOf(page);
  await panel.getByRole('tab', { name: 'Facturen' }).click();
  return panel.getByRole('tabpanel', { name: 'Facturen' });
}

/** One line of the open invoice form, by its position (1-based), as its fieldset is labelled. */
const lineOf = (form: Locator, position: number) => form.getByRole('group', { name: `Regel ${position}` });

async function fillLine(
  form: Locator,
  position: number,
  line: { description: string; quantity: string; price: string },
) {
  const fields = lineOf(form, position);
  await fields.getByLabel('Omschrijving').fill(line.description);
  await fields.getByLabel('Aantal').fill(line.quantity);
  await fields.getByLabel('Prijs per eenheid').fill(line.price);
}

// Issue 21, item 10: the supplier sends, the client queries a line, the supplier answers in the chat and credits,
// the client accepts and marks paid. Every figure below is worked out by hand:
//   10 x 100,00 = 1.000,00 and 40 x 2,35 = 94,00 at 21 %: subtotal 1.094,00, VAT 229,74, total 1.323,74;
//   the credit note: 10 x 2,35 = 23,50 at 21 %: VAT 4,935 -> 4,94, total 28,44; still outstanding 1.295,30.
test('two companies settle an invoice in their dossier: send, a question about a line, an answer and a credit note in the chat, accepted and paid', async ({
  browser,
  request,
}) => {
  // Two users, a form, a dozen live steps and two downloads: about 30 s alone, more beside another worker.
  test.setTimeout(150_000);
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Stelwerk hal B');
  await putBilling(request, client, { invoice_prefix: 'CB' });

  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext({ acceptDownloads: true })).newPage();

  // Anna fills in her company's billing details once, on 'Facturatiegegevens'.
  await openSignedIn(a, supplier.token, '/app/billing');
  const fields: Array<[string, string]> = [
    ['Officiële naam', `${supplier.company.name} B.V.`],
    ['Straat en huisnummer', 'Industrieweg 12'],
    ['Postcode', '1234 AB'],
    ['Plaats', 'Utrecht'],
    ['Land', 'NL'],
    ['Btw-nummer', 'NL123456782B01'],
    ['IBAN', 'NL91 ABNA 0417 1643 00'],
    ['Factuurprefix', 'DV'],
  ];
  for (const [label, value] of fields) await a.getByRole('textbox', { name: label }).fill(value);
  await a.getByLabel('Betaaltermijn (dagen)').fill('30');
  await expectNoSeriousA11yViolations(a, 'billing');
  await a.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toastOf(a, 'Facturatiegegevens opgeslagen')).toBeVisible();

  await a.goto(`/app/dossier/${dossierId}`);
  await openSignedIn(b, client.token, `/app/dossier/${dossierId}`);
  const supplierInvoices = await openInvoices(a);
  const clientInvoices = await openInvoices(b);
  await expect(clientInvoices.getByText('Nog geen facturen in dit dossier.')).toBeVisible();
  // The client's guests and colleagues read; the client company does not invoice its supplier here.
  await expect(supplierInvoices.getByText('Nog geen facturen in dit dossier.')).toBeVisible();
  await expectNoSeriousA11yViolations(b, 'dossier with invoices');

  // Anna writes the invoice: two lines at 21 %, totals live as she types, then sends it.
  await supplierInvoices.getByRole('button', { name: 'Nieuwe factuur' }).click();
  const form = a.getByRole('dialog', { name: 'Nieuwe factuur' });
  await expect(form.getByText(`Aan: ${client.company.name}`)).toBeVisible();
  await fillLine(form, 1, { description: 'Stelwerk hal B', quantity: '10', price: '100' });
  await expect(lineOf(form, 1).getByLabel('Btw')).toHaveValue('S:21');
  await form.getByRole('button', { name: 'Regel toevoegen' }).click();
  await fillLine(form, 2, { description: 'Ankers M12', quantity: '40', price: '2,35' });
  const totals = form.getByRole('group', { name: 'Totaal' });
  await expect(totals).toContainText('Subtotaal€ 1.094,00');
  await expect(totals).toContainText('Btw 21 %€ 229,74');
  await expect(form.getByTestId('invoice-form-total')).toHaveText('€ 1.323,74');
  await expectNoSeriousA11yViolations(a, 'new invoice dialog');
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(toastOf(a, /^Factuur DV\d{4}-0001 verstuurd$/)).toBeVisible();
  const number = (await toastOf(a, /verstuurd$/).innerText()).match(/DV\d{4}-0001/)?.[0] ?? '';
  expect(number).toMatch(/^DV20\d\d-0001$/);

  // Carla sees it arrive live: in her list, in the chat, and what is outstanding.
  const row = clientInvoices.getByRole('button', { name: `${number} openen` });
  await expect(row).toContainText('Verstuurd');
  await expect(row).toContainText('€ 1.323,74');
  await expect(row).toContainText(`Van ${supplier.company.name}`);
  await expect(clientInvoices.getByText('Openstaand: € 1.323,74')).toBeVisible();
  await expect(chatLogOf(b).getByText(`Factuur ${number} verstuurd: € 1.323,74`)).toBeVisible();

  // Carla asks about the anchors: a question about line 2, with its reason, becomes a chat line for both.
  await row.click();
  const clientDialog = b.getByRole('dialog', { name: new RegExp(number) });
  await expect(clientDialog.getByRole('button', { name: 'Betaald' })).toHaveCount(0);
  await clientDialog.getByRole('button', { name: 'Vraag stellen' }).click();
  await clientDialog.getByLabel('Over regel').selectOption({ label: '2. Ankers M12' });
  await expectNoSeriousA11yViolations(b, 'invoice dialog, asking a question');
  await clientDialog.getByRole('button', { name: 'Vraag stellen' }).click();
  await expect(clientDialog.getByText('Je vraag is required')).toBeVisible();
  await clientDialog.getByLabel('Je vraag').fill('Er zijn 30 ankers geleverd, niet 40.');
  await clientDialog.getByRole('button', { name: 'Vraag stellen' }).click();
  await expect(toastOf(b, 'Status doorgegeven')).toBeVisible();
  await b.keyboard.press('Escape');
  const question = `Factuur ${number}: vraag gesteld: Er zijn 30 ankers geleverd, niet 40.`;
  await expect(chatLogOf(a).getByText(question, { exact: false })).toBeVisible();
  await expect(
    supplierInvoices.getByRole('button', { name: `${number} openen` }).getByText('Vraag gesteld'),
  ).toBeVisible();

  // Anna answers in the chat, where the question is, and credits the ten anchors too many.
  await a.getByRole('textbox', { name: 'Bericht' }).fill('Klopt, ik crediteer 10 ankers.');
  await a.keyboard.press('Enter');
  await expect(chatLogOf(b).getByText('Klopt, ik crediteer 10 ankers.')).toBeVisible();
  await supplierInvoices.getByRole('button', { name: `${number} openen` }).click();
  await a
    .getByRole('dialog', { name: new RegExp(number) })
    .getByRole('button', { name: 'Creditnota' })
    .click();
  const credit = a.getByRole('dialog', { name: `Creditnota bij ${number}` });
  await lineOf(credit, 1).getByRole('button', { name: 'Regel 1 verwijderen' }).click();
  await lineOf(credit, 1).getByLabel('Aantal').fill('10');
  await expect(credit.getByTestId('invoice-form-total')).toHaveText('€ 28,44');
  await credit.getByRole('button', { name: 'Versturen' }).click();
  const creditNumber = number.replace(/0001$/, '0002');
  await expect(toastOf(a, `Creditnota ${creditNumber} verstuurd`)).toBeVisible();
  await a.keyboard.press('Escape');
  await expect(
    chatLogOf(b).getByText(`Creditnota ${creditNumber} voor factuur ${number} verstuurd: € 28,44`),
  ).toBeVisible();
  await expect(clientInvoices.getByText('Openstaand: € 1.295,30')).toBeVisible();

  // Carla accepts the invoice, then marks it paid; Anna sees each step live and nothing is left outstanding.
  await row.click();
  const again = b.getByRole('dialog', { name: new RegExp(number) });
  await again.getByRole('button', { name: 'Accepteren' }).click();
  await expect(again.getByText('Geaccepteerd')).toBeVisible();
  await again.getByRole('button', { name: 'Betaald' }).click();
  await expect(again.getByText('Betaald', { exact: true }).first()).toBeVisible();
  await expect(
    supplierInvoices.getByRole('button', { name: `${number} openen` }).getByText('Betaald'),
  ).toBeVisible();
  await expect(chatLogOf(a).getByText(`Factuur ${number}: betaald`)).toBeVisible();

  // Carla's accounting gets the e-invoice and the PDF, named after the number.
  const ublDownload = b.waitForEvent('download');
  await again.getByRole('button', { name: 'E-factuur (UBL)' }).click();
  const ubl = await ublDownload;
  expect(ubl.suggestedFilename()).toBe(`${number}.xml`);
  const xml = await readFile(await ubl.path(), 'utf8');
  expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0');
  expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">1323.74</cbc:PayableAmount>');
  const pdfDownload = b.waitForEvent('download');
  await again.getByRole('button', { name: 'PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await b.keyboard.press('Escape');
  await expect(supplierInvoices.getByText('Niets openstaand')).toBeVisible();
});

test('on a phone the invoices are one tap from the dossier header, and an invoice fills the screen with its steps', async ({
  browser,
  request,
}) => {
  const { supplier, client } = await relatedSupplierAndClient(request);
  const dossierId = await shareDossier(request, supplier, client, 'Grondwerk kavel 7');
  await putBilling(request, supplier, {
    street: 'Industrieweg 12',
    vat_id: 'NL123456782B01',
    iban: 'NL91ABNA0417164300',
    payment_term_days: 14,
    invoice_prefix: 'GW',
  });
  await putBilling(request, client, {});
  const draft = await request.post(`/api/v1/dossiers/${dossierId}/invoices`, {
    headers: bearer(supplier.token),
    data: {
      lines: [
        {
          description: 'Graafwerk',
          quantity: '8',
          unit_code: 'HUR',
          unit_price: '72.50',
          vat_category: 'S',
          vat_rate: '21',
        },
      ],
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const sent = await request.post(`/api/v1/invoices/${(await draft.json()).id}/send`, {
    headers: bearer(supplier.token),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { number } = await sent.json();

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  await openSignedIn(phone, client.token, `/app/dossier/${dossierId}`);
  await phone.getByRole('button', { name: 'Documenten en facturen' }).click();
  const drawer = phone.getByRole('dialog', { name: 'Documenten en facturen' });
  await drawer.getByRole('tab', { name: 'Facturen' }).click();
  // 8 x 72,50 = 580,00 and 21 % VAT 121,80: 701,80.
  await drawer.getByRole('button', { name: `${number} openen` }).click();
  const invoice = phone.getByRole('dialog', { name: new RegExp(number) });
  await expect(invoice.getByText('€ 701,80')).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'invoice on a phone');
  const box = await invoice.boundingBox();
  expect(box?.width).toBe(390);
  await invoice.getByRole('button', { name: 'Accepteren' }).click();
  await expect(invoice.getByText('Geaccepteerd')).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Betaald' })).toBeVisible();
});
