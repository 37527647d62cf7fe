import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createTenant } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { draftVia, giveBillingProfile, sentInvoiceVia } from './support/invoice-factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: new TestClock(new Date('2026-11-26T11:00:00Z')) });
});
afterAll(() => t.close());

const call = callerFor(() => t.app);

/** A supplier (A) and a client (B) in one dossier, both with a billing profile. */
async function supplierAndClient() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, { company_id: b.company.id, user_id: b.member.id });
  await giveBillingProfile(t.db, a.company.id);
  await giveBillingProfile(t.db, b.company.id, { vat_id: 'NL987654321B01', invoice_prefix: 'LC' });
  return { a, b, id };
}

describe('GET /api/v1/invoices/{id}/pdf', () => {
  it('serves the sent invoice as a PDF attachment named after its number to both parties', async () => {
    const { a, b, id } = await supplierAndClient();
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const files: Buffer[] = [];
    for (const token of [a.memberToken, b.memberToken]) {
      const response = await call('GET', `/api/v1/invoices/${sent.id}/pdf`, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${sent.number}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      files.push(response.rawPayload);
    }
    // Dated when it was sent, not when it was asked for: both parties hold the same file.
    expect(files[0]?.equals(files[1] ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 404 to a company outside the dossier', async () => {
    const { a, id } = await supplierAndClient();
    const outsider = await createTenant(t.app, t.db);
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    expect((await call('GET', `/api/v1/invoices/${sent.id}/pdf`, outsider.memberToken)).statusCode).toBe(404);
  });

  it('refuses a draft as the UBL does: 409 to the seller, 404 to the buyer', async () => {
    const { a, b, id } = await supplierAndClient();
    const draft = await draftVia(t.app, a.memberToken, id);
    expect((await call('GET', `/api/v1/invoices/${draft.id}/pdf`, a.memberToken)).statusCode).toBe(409);
    expect((await call('GET', `/api/v1/invoices/${draft.id}/pdf`, b.memberToken)).statusCode).toBe(404);
  });
});
