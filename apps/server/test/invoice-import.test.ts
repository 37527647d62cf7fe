import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { bearer, createTenant, type Tenant } from './support/factories.ts';
import { dossierWithSignedInGuest, outboxTo } from './support/guest-factories.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import type { TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';
import { formBody } from './support/uploads.ts';

const clock = new TestClock(new Date('2026-11-26T11:00:00Z'));
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp({ clock });
  t = live.t;
});
afterAll(() => live.close());

/** Bakker Transport's own export (seller KvK 24123456) to De Vries (buyer KvK 12345678), payable 1892.91. */
const fixture = readFileSync(
  new URL('./fixtures/ubl/imported-transport-invoice.xml', import.meta.url),
  'utf8',
);

/** The fixture as the seller's software would write it for these two companies. */
const exportedBy = (seller: Tenant, buyer: { registration_number: string }, xml = fixture) =>
  xml
    .replaceAll('24123456', seller.company.registration_number)
    .replaceAll('12345678', buyer.registration_number);

/** A transport company (A, the seller) and its client (B) in one dossier. */
async function sellerAndBuyer() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, {
    title: 'Transport week 46',
    company_id: b.company.id,
    user_id: b.member.id,
  });
  return { a, b, id };
}

async function importVia(token: string, parts: Array<[string, string | { name: string; bytes: Buffer }]>) {
  const form = await formBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/invoices/import',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

const importXml = (token: string, dossierId: string, xml: string) =>
  importVia(token, [
    ['dossier_id', dossierId],
    ['file', { name: 'factuur.xml', bytes: Buffer.from(xml, 'utf8') }],
  ]);

const invoicesOf = (dossierId: string) =>
  t.db.selectFrom('invoices').select(['id', 'number']).where('dossier_id', '=', dossierId).execute();

const messagesOf = (detail: Array<{ msg: string }>) => detail.map((issue) => issue.msg).join('\n');

describe('POST /api/v1/invoices/import', () => {
  it('stores an exported UBL invoice as sent with its own number, lines and totals', async () => {
    const { a, b, id } = await sellerAndBuyer();
    const response = await importXml(a.memberToken, id, exportedBy(a, b.company));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'invoice',
      status: 'sent',
      number: '2026-00417',
      issue_date: '2026-11-20',
      due_date: '2026-12-20',
      seller: { company_id: a.company.id, billing: { kvk: a.company.registration_number } },
      buyer: { company_id: b.company.id, billing: { kvk: b.company.registration_number } },
      totals: { line_extension: '1595.63', tax: '297.28', payable: '1892.91' },
    });
    expect(response.json().lines).toHaveLength(3);
  });

  it('serves the imported file byte for byte as its UBL, to both parties', async () => {
    const { a, b, id } = await sellerAndBuyer();
    const xml = exportedBy(a, b.company);
    const imported = (await importXml(a.memberToken, id, xml)).json();
    for (const token of [a.memberToken, b.memberToken]) {
      const ubl = await t.app.inject({
        method: 'GET',
        url: `/api/v1/invoices/${imported.id}/ubl`,
        headers: bearer(token),
      });
      expect(ubl.statusCode).toBe(200);
      expect(ubl.rawPayload.equals(Buffer.from(xml, 'utf8'))).toBe(true);
    }
  });

  it("announces invoice_updated and the chat line to the buyer's socket and mails the buyer", async () => {
    const { a, b, id } = await sellerAndBuyer();
    const buyerSocket = await live.connect(b.memberToken);
    const imported = (await importXml(a.memberToken, id, exportedBy(a, b.company))).json();
    const frame = await buyerSocket.waitFor((received) => received.type === 'invoice_updated');
    expect(frame).toMatchObject({ invoice: { id: imported.id, status: 'sent', number: '2026-00417' } });
    await buyerSocket.waitFor(
      (received) =>
        received.type === 'system' && received.message === 'Factuur 2026-00417 geïmporteerd: € 1.892,91',
    );
    expect(await outboxTo(t.db, b.member.email, /2026-00417/)).toHaveLength(1);
  });

  it('refuses a broken sum with 422 naming the rule, and stores nothing', async () => {
    const { a, b, id } = await sellerAndBuyer();
    const broken = exportedBy(a, b.company).replace(
      '<cbc:PayableAmount currencyID="EUR">1892.91',
      '<cbc:PayableAmount currencyID="EUR">1900.00',
    );
    const response = await importXml(a.memberToken, id, broken);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.json().detail)).toContain('[BR-CO-16]');
    expect(response.json().detail[0]).toMatchObject({
      type: 'invoice_rule',
      loc: expect.arrayContaining(['file']),
    });
    expect(await invoicesOf(id)).toEqual([]);
  });

  it("refuses another company's KvK as the seller with 422 IMPORT-SELLER", async () => {
    const { a, b, id } = await sellerAndBuyer();
    const other = await createTenant(t.app, t.db);
    const response = await importXml(a.memberToken, id, exportedBy(other, b.company));
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.json().detail)).toContain('[IMPORT-SELLER]');
    expect(await invoicesOf(id)).toEqual([]);
  });

  it('refuses a buyer that is no company of the dossier with 422 IMPORT-BUYER', async () => {
    const { a, id } = await sellerAndBuyer();
    const outsider = await createTenant(t.app, t.db);
    const response = await importXml(a.memberToken, id, exportedBy(a, outsider.company));
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.json().detail)).toContain('[IMPORT-BUYER]');
    expect(await invoicesOf(id)).toEqual([]);
  });

  it('refuses a file with a DOCTYPE with 422 and stores nothing', async () => {
    const { a, b, id } = await sellerAndBuyer();
    const hostile = exportedBy(a, b.company).replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE lol [<!ENTITY lol "lol">]>',
    );
    const response = await importXml(a.memberToken, id, hostile);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.json().detail)).toContain('[UBL-DOCTYPE]');
    expect(await invoicesOf(id)).toEqual([]);
  });

  it('refuses a number the seller already used with 422 IMPORT-NUMBER', async () => {
    const { a, b, id } = await sellerAndBuyer();
    const xml = exportedBy(a, b.company);
    expect((await importXml(a.memberToken, id, xml)).statusCode).toBe(201);
    const again = await importXml(a.memberToken, id, xml);
    expect(again.statusCode).toBe(422);
    expect(messagesOf(again.json().detail)).toContain('[IMPORT-NUMBER]');
    expect(await invoicesOf(id)).toHaveLength(1);
  });

  it('links an imported credit note to the invoice it names, and credits it when covered', async () => {
    const { a, b, id } = await sellerAndBuyer();
    const invoice = (await importXml(a.memberToken, id, exportedBy(a, b.company))).json();
    const credit = exportedBy(a, b.company)
      .replaceAll('ubl:Invoice', 'ubl:CreditNote')
      .replace('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', 'x')
      .replace(
        'xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
        'xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
      )
      .replace('<cbc:ID>2026-00417</cbc:ID>', '<cbc:ID>2026-C0001</cbc:ID>')
      .replace('<cbc:DueDate>2026-12-20</cbc:DueDate>\n', '')
      .replace(
        '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
        '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>',
      )
      .replace(
        '<cac:AccountingSupplierParty>',
        '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>2026-00417</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>\n  <cac:AccountingSupplierParty>',
      )
      .replaceAll('cac:InvoiceLine>', 'cac:CreditNoteLine>')
      .replaceAll('cbc:InvoicedQuantity', 'cbc:CreditedQuantity');
    const response = await importXml(a.memberToken, id, credit);
    expect(response.statusCode, response.body).toBe(201);
    const stored = await t.db
      .selectFrom('invoices')
      .select(['number', 'status', 'credited_invoice_id'])
      .where('dossier_id', '=', id)
      .orderBy('number')
      .execute();
    expect(stored).toEqual([
      { number: '2026-00417', status: 'credited', credited_invoice_id: null },
      { number: '2026-C0001', status: 'sent', credited_invoice_id: invoice.id },
    ]);
  });

  it('hides the dossier from another company (404) and refuses a guest (403)', async () => {
    const { a, b, id } = await sellerAndBuyer();
    const outsider = await createTenant(t.app, t.db);
    const xml = exportedBy(outsider, b.company);
    expect((await importXml(outsider.memberToken, id, xml)).statusCode).toBe(404);
    const guest = await dossierWithSignedInGuest(t);
    const guestXml = exportedBy(a, guest.a.company);
    expect((await importXml(guest.guestToken, guest.id, guestXml)).statusCode).toBe(403);
    expect(await invoicesOf(guest.id)).toEqual([]);
  });

  it('refuses a form without the file or without the dossier with 422 at the field', async () => {
    const { a, id } = await sellerAndBuyer();
    const noFile = await importVia(a.memberToken, [['dossier_id', id]]);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().detail[0].loc).toEqual(['body', 'file']);
    const noDossier = await importVia(a.memberToken, [
      ['file', { name: 'factuur.xml', bytes: Buffer.from(fixture) }],
    ]);
    expect(noDossier.statusCode).toBe(422);
    expect(noDossier.json().detail[0].loc).toEqual(['body', 'dossier_id']);
  });

  it('answers a form cut off inside the file with 400, and stores nothing', async () => {
    const { a, id } = await sellerAndBuyer();
    const whole = await formBody([
      ['dossier_id', id],
      ['file', { name: 'factuur.xml', bytes: Buffer.from(exportedBy(a, a.company)) }],
    ]);
    const cut = whole.payload.subarray(0, whole.payload.length - 200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoices/import',
      payload: cut,
      headers: { ...whole.headers, 'content-length': String(cut.length), ...bearer(a.memberToken) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(await invoicesOf(id)).toEqual([]);
  });
});
