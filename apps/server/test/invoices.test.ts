import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUbl } from '../src/modules/invoices/ubl/parse-ubl.ts';
import { checkInvoiceRules } from '../src/modules/invoices/ubl/rules.ts';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createTenant } from './support/factories.ts';
import { dossierWithSignedInGuest, outboxTo } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { draftVia, giveBillingProfile, sentInvoiceVia, twoLines } from './support/invoice-factories.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import type { TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

// Noon in Amsterdam on 26 November 2026: the issue date is that day.
const clock = new TestClock(new Date('2026-11-26T11:00:00Z'));
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp({ clock });
  t = live.t;
});
afterAll(() => live.close());

const call = callerFor(() => t.app);

/** A supplier (A) and a client (B) in one dossier, both with a billing profile. */
async function supplierAndClient(title = 'Project Havenkade') {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, {
    title,
    company_id: b.company.id,
    user_id: b.member.id,
  });
  await giveBillingProfile(t.db, a.company.id);
  await giveBillingProfile(t.db, b.company.id, { vat_id: 'NL987654321B01', invoice_prefix: 'LC' });
  return { a, b, id };
}

const messagesOf = async (token: string, dossierId: string) =>
  (await call('GET', `/api/v1/dossiers/${dossierId}/messages`, token))
    .json()
    .messages.map((message: { message: string }) => message.message);

describe('drafts', () => {
  it("creates a draft for the dossier's other company with its totals as 2-decimal strings", async () => {
    const { a, b, id } = await supplierAndClient();
    const response = await call('POST', `/api/v1/dossiers/${id}/invoices`, a.memberToken, {
      lines: twoLines,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      seller: { company_id: a.company.id, billing: null },
      buyer: { company_id: b.company.id },
      lines: [
        { description: 'Montage', quantity: '10', unit_code: 'HUR', line_extension: '1000.00' },
        { description: 'Bouten', unit_code: 'C62', line_extension: '10.00' },
      ],
      vat_breakdown: [{ category: 'S', rate: '21', taxable: '1010.00', tax: '212.10' }],
      totals: { line_extension: '1010.00', tax: '212.10', tax_inclusive: '1222.10', payable: '1222.10' },
    });
  });

  it('refuses bad input at the field with 422 and stores nothing', async () => {
    const { a, id } = await supplierAndClient();
    const outsider = await createTenant(t.app, t.db);
    const cases: Array<[object, (string | number)[]]> = [
      [{ lines: [] }, ['body', 'lines']],
      [{ lines: [{ ...twoLines[0], quantity: 'veel' }] }, ['body', 'lines', 0, 'quantity']],
      [{ lines: twoLines, buyer_company_id: outsider.company.id }, ['body', 'buyer_company_id']],
      [{ lines: twoLines, buyer_company_id: a.company.id }, ['body', 'buyer_company_id']],
      [{ lines: [{ ...twoLines[0], vat_rate: '0' }] }, ['body', 'lines', 0, 'vat_rate']],
    ];
    for (const [body, loc] of cases) {
      const response = await call('POST', `/api/v1/dossiers/${id}/invoices`, a.memberToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail.map((issue: { loc: unknown }) => issue.loc)).toContainEqual(loc);
    }
    const stored = await t.db.selectFrom('invoices').select('id').where('dossier_id', '=', id).execute();
    expect(stored).toEqual([]);
  });

  it('hides drafts from the buyer (404 and not in their list) and shows them to the seller', async () => {
    const { a, b, id } = await supplierAndClient();
    const draft = await draftVia(t.app, a.memberToken, id);
    expect((await call('GET', `/api/v1/invoices/${draft.id}`, b.memberToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/dossiers/${id}/invoices`, b.memberToken)).json()).toEqual([]);
    expect((await call('GET', `/api/v1/invoices/${draft.id}`, a.memberToken)).statusCode).toBe(200);
    const list = (await call('GET', `/api/v1/dossiers/${id}/invoices`, a.memberToken)).json();
    expect(list.map((invoice: { id: string }) => invoice.id)).toEqual([draft.id]);
  });

  it('changes and deletes a draft, and refuses both with 409 once it is sent', async () => {
    const { a, id } = await supplierAndClient();
    const draft = await draftVia(t.app, a.memberToken, id);
    const patched = await call('PATCH', `/api/v1/invoices/${draft.id}`, a.memberToken, {
      note: 'Fase 1',
      lines: [twoLines[1]],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ note: 'Fase 1', totals: { payable: '12.10' } });
    const other = await draftVia(t.app, a.memberToken, id);
    expect((await call('DELETE', `/api/v1/invoices/${other.id}`, a.memberToken)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/invoices/${other.id}`, a.memberToken)).statusCode).toBe(404);

    expect((await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/v1/invoices/${draft.id}`, a.memberToken, { note: 'x' })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/v1/invoices/${draft.id}`, a.memberToken)).statusCode).toBe(409);
  });

  it('refuses a PATCH that breaks a rule across fields with 422 and keeps the draft', async () => {
    const { a, id } = await supplierAndClient();
    const draft = await draftVia(t.app, a.memberToken, id);
    const response = await call('PATCH', `/api/v1/invoices/${draft.id}`, a.memberToken, {
      reverse_charge: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'reverse_charge']);
    expect((await call('GET', `/api/v1/invoices/${draft.id}`, a.memberToken)).json().reverse_charge).toBe(
      false,
    );
  });
});

describe('sending', () => {
  it('numbers consecutively, dates today in Amsterdam, freezes both parties and writes the chat line', async () => {
    const { a, b, id } = await supplierAndClient();
    const first = await sentInvoiceVia(t.app, a.memberToken, id);
    const second = await sentInvoiceVia(t.app, a.memberToken, id, { due_date: '2026-12-01' });
    expect(first).toMatchObject({
      status: 'sent',
      issue_date: '2026-11-26',
      due_date: '2026-12-26',
      buyer_reference: 'Project Havenkade',
      seller: { billing: { iban: 'NL91ABNA0417164300', kvk: a.company.registration_number } },
      buyer: { billing: { vat_id: 'NL987654321B01' } },
    });
    expect(first.number).toBe('DV-2026-0001');
    expect(second.number).toBe('DV-2026-0002');
    expect(second.due_date).toBe('2026-12-01');
    expect(await messagesOf(b.memberToken, id)).toContain('Factuur DV-2026-0001 verstuurd: € 1.222,10');
    const seenByBuyer = (await call('GET', `/api/v1/dossiers/${id}/invoices`, b.memberToken)).json();
    expect(seenByBuyer.map((invoice: { number: string }) => invoice.number).sort()).toEqual([
      'DV-2026-0001',
      'DV-2026-0002',
    ]);
    const history = await t.db
      .selectFrom('invoice_events')
      .selectAll()
      .where('invoice_id', '=', first.id)
      .execute();
    expect(history).toEqual([expect.objectContaining({ status: 'sent', actor_id: a.member.id })]);
    expect(history[0]?.message_id).not.toBeNull();
  });

  it('refuses with 422 at ["billing", field] while the seller\'s profile lacks what the UBL needs', async () => {
    const { a, id } = await supplierAndClient();
    await giveBillingProfile(t.db, a.company.id, { iban: null });
    const draft = await draftVia(t.app, a.memberToken, id);
    const response = await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      expect.objectContaining({ loc: ['billing', 'iban'], msg: expect.stringMatching(/IBAN/) }),
    ]);
    const stored = await call('GET', `/api/v1/invoices/${draft.id}`, a.memberToken);
    expect(stored.json()).toMatchObject({ status: 'draft', number: null });
  });

  it('refuses a seller without any billing profile with 422 at ["billing"]', async () => {
    const a = await createTenant(t.app, t.db);
    const b = await createTenant(t.app, t.db);
    await relate(t.db, a.company.id, b.company.id);
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    await giveBillingProfile(t.db, b.company.id);
    const draft = await draftVia(t.app, a.memberToken, id);
    const response = await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['billing']);
  });

  it('refuses reverse charge with 422 while the buyer has no VAT id', async () => {
    const { a, b, id } = await supplierAndClient();
    await giveBillingProfile(t.db, b.company.id, { vat_id: null });
    const draft = await draftVia(t.app, a.memberToken, id, {
      reverse_charge: true,
      lines: [
        { description: 'Sloopwerk', quantity: '1', unit_price: '500', vat_category: 'AE', vat_rate: '0' },
      ],
    });
    const response = await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([expect.objectContaining({ loc: ['buyer_billing', 'vat_id'] })]);
  });

  it('refuses a draft whose due date passed before it is sent with 422 at ["due_date"], and takes no number', async () => {
    const { a, id } = await supplierAndClient();
    // The test clock stands at 26 November 2026.
    const draft = await draftVia(t.app, a.memberToken, id, { due_date: '2026-11-25' });
    const response = await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([expect.objectContaining({ loc: ['due_date'] })]);
    const fixed = await call('PATCH', `/api/v1/invoices/${draft.id}`, a.memberToken, {
      due_date: '2026-11-26',
    });
    expect(fixed.statusCode).toBe(200);
    const sent = await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken);
    expect(sent.json()).toMatchObject({ number: 'DV-2026-0001', due_date: '2026-11-26' });
  });

  it("announces the chat line and invoice_updated to the buyer's socket, never to an outsider's", async () => {
    const { a, b, id } = await supplierAndClient();
    const outsider = await createTenant(t.app, t.db);
    const [buyerSocket, outsiderSocket] = await Promise.all([
      live.connect(b.memberToken),
      live.connect(outsider.adminToken),
    ]);
    const draft = await draftVia(t.app, a.memberToken, id);
    const sent = await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken);
    const frame = await buyerSocket.waitFor((received) => received.type === 'invoice_updated');
    expect(frame).toMatchObject({ dossier_id: `dossier:${id}`, invoice: { id: draft.id, status: 'sent' } });
    await buyerSocket.waitFor(
      (received) =>
        received.type === 'system' &&
        received.message === `Factuur ${sent.json().number} verstuurd: € 1.222,10`,
    );
    expect(outsiderSocket.frames.filter((received) => received.type !== 'pong')).toEqual([]);
  });

  it('serves the UBL to both parties: it parses back without a refusal', async () => {
    const { a, b, id } = await supplierAndClient();
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    for (const token of [a.memberToken, b.memberToken]) {
      const response = await call('GET', `/api/v1/invoices/${sent.id}/ubl`, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${sent.number}.xml"`);
      const parsed = parseUbl(response.body);
      expect(parsed.refusals).toEqual([]);
      expect(parsed.invoice && checkInvoiceRules(parsed.invoice)).toEqual([]);
      expect(parsed.invoice).toMatchObject({ number: sent.number, totals: { payable: '1222.10' } });
    }
    const draft = await draftVia(t.app, a.memberToken, id);
    expect((await call('GET', `/api/v1/invoices/${draft.id}/ubl`, a.memberToken)).statusCode).toBe(409);
    expect((await call('GET', `/api/v1/invoices/${draft.id}/ubl`, b.memberToken)).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it("mails the buyer's members when an invoice is sent and the seller's when it is answered, in the same transaction", async () => {
    const { a, b, id } = await supplierAndClient('Project Mail');
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const toBuyer = await outboxTo(t.db, b.member.email, new RegExp(`Factuur ${sent.number}`));
    expect(toBuyer).toEqual([
      {
        subject: `Factuur ${sent.number} in dossier "Project Mail"`,
        text_body: expect.stringContaining(`Factuur ${sent.number} verstuurd: € 1.222,10`),
      },
    ]);
    expect(await outboxTo(t.db, a.member.email, /Factuur/)).toEqual([]);
    await call('POST', `/api/v1/invoices/${sent.id}/status`, b.memberToken, {
      status: 'under_query',
      reason: 'Uren?',
    });
    const toSeller = await outboxTo(t.db, a.member.email, new RegExp(`Factuur ${sent.number}`));
    expect(toSeller).toEqual([
      expect.objectContaining({ text_body: expect.stringContaining('vraag gesteld: Uren?') }),
    ]);
  });
});

describe('notification preferences', () => {
  it("mails no one who turned mail off ('off') or muted the dossier; the chat line still tells them", async () => {
    const quiet = async (mode: 'off' | 'muted') => {
      const { a, b, id } = await supplierAndClient(`Stil ${mode}`);
      if (mode === 'off')
        await t.db.updateTable('users').set({ notify_mode: 'off' }).where('id', '=', b.member.id).execute();
      else
        await t.db
          .updateTable('dossier_users')
          .set({ muted: true })
          .where('dossier_id', '=', id)
          .where('user_id', '=', b.member.id)
          .execute();
      const sent = await sentInvoiceVia(t.app, a.memberToken, id);
      expect(await outboxTo(t.db, b.member.email, /Factuur/)).toEqual([]);
      expect(await messagesOf(b.memberToken, id)).toContain(`Factuur ${sent.number} verstuurd: € 1.222,10`);
    };
    await quiet('off');
    await quiet('muted');
  });
});

describe("the buyer's answer", () => {
  it('moves forward with a chat line each, the reason in it', async () => {
    const { a, b, id } = await supplierAndClient();
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const answer = (body: object, token = b.memberToken) =>
      call('POST', `/api/v1/invoices/${sent.id}/status`, token, body);
    const queried = await answer({
      status: 'under_query',
      reason: 'Klopt het aantal uren?',
      line_id: sent.lines[0].id,
    });
    expect(queried.statusCode).toBe(200);
    expect(queried.json().status).toBe('under_query');
    expect((await answer({ status: 'accepted' })).statusCode).toBe(200);
    expect((await answer({ status: 'paid' })).statusCode).toBe(200);
    const lines = await messagesOf(a.memberToken, id);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Factuur ${sent.number}: vraag gesteld: Klopt het aantal uren? (regel 1: Montage)`,
        `Factuur ${sent.number}: geaccepteerd`,
        `Factuur ${sent.number}: betaald`,
      ]),
    );
    const history = await t.db
      .selectFrom('invoice_events')
      .select('status')
      .where('invoice_id', '=', sent.id)
      .execute();
    expect(history.map((row) => row.status).sort()).toEqual(['accepted', 'paid', 'sent', 'under_query']);
  });

  it('refuses the seller (403), a backward move (409), a missing reason and a foreign line (422)', async () => {
    const { a, b, id } = await supplierAndClient();
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const answer = (body: object, token = b.memberToken) =>
      call('POST', `/api/v1/invoices/${sent.id}/status`, token, body);
    expect((await answer({ status: 'accepted' }, a.memberToken)).statusCode).toBe(403);
    const noReason = await answer({ status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0].loc).toEqual(['body', 'reason']);
    const foreignLine = await answer({ status: 'under_query', reason: 'Welke?', line_id: sent.id });
    expect(foreignLine.statusCode).toBe(422);
    expect(foreignLine.json().detail[0].loc).toEqual(['body', 'line_id']);
    expect((await answer({ status: 'paid' })).statusCode).toBe(409);
    expect((await answer({ status: 'accepted' })).statusCode).toBe(200);
    expect((await answer({ status: 'in_process' })).statusCode).toBe(409);
    expect((await call('GET', `/api/v1/invoices/${sent.id}`, b.memberToken)).json().status).toBe('accepted');
  });

  it("lets a guest of the buyer's company read, download and answer while their access is valid", async () => {
    const { a, external, id, guestToken } = await dossierWithSignedInGuest(t);
    await giveBillingProfile(t.db, a.company.id);
    await giveBillingProfile(t.db, external.id, { vat_id: 'NL987654321B01' });
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const draft = await draftVia(t.app, a.memberToken, id);
    const list = (await call('GET', `/api/v1/dossiers/${id}/invoices`, guestToken)).json();
    expect(list.map((invoice: { id: string }) => invoice.id)).toEqual([sent.id]);
    expect((await call('GET', `/api/v1/invoices/${draft.id}`, guestToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/invoices/${sent.id}/ubl`, guestToken)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/v1/dossiers/${id}/invoices`, guestToken, { lines: twoLines })).statusCode,
    ).toBe(403);
    const answered = await call('POST', `/api/v1/invoices/${sent.id}/status`, guestToken, {
      status: 'in_process',
    });
    expect(answered.statusCode).toBe(200);

    clock.advanceDays(31);
    try {
      const late = await call('POST', `/api/v1/invoices/${sent.id}/status`, guestToken, {
        status: 'accepted',
      });
      expect(late.statusCode).toBe(403);
      expect((await call('GET', `/api/v1/dossiers/${id}/invoices`, guestToken)).statusCode).toBe(403);
    } finally {
      clock.advanceDays(-31);
    }
  });
});

describe('credit notes', () => {
  it('credits a sent invoice in full: numbered from the same series, the invoice becomes credited', async () => {
    const { a, b, id } = await supplierAndClient();
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const credit = await sentInvoiceVia(t.app, a.memberToken, id, {
      kind: 'credit_note',
      credited_invoice_id: sent.id,
    });
    expect(credit).toMatchObject({
      kind: 'credit_note',
      status: 'sent',
      number: 'DV-2026-0002',
      credited_invoice_id: sent.id,
    });
    expect((await call('GET', `/api/v1/invoices/${sent.id}`, b.memberToken)).json().status).toBe('credited');
    expect(await messagesOf(b.memberToken, id)).toContain(`Factuur ${sent.number}: volledig gecrediteerd`);
    const ubl = await call('GET', `/api/v1/invoices/${credit.id}/ubl`, b.memberToken);
    expect(ubl.body).toContain('<CreditNote');
    const parsed = parseUbl(ubl.body);
    expect(parsed.refusals).toEqual([]);
    expect(parsed.invoice && checkInvoiceRules(parsed.invoice)).toEqual([]);
  });

  it('credits in parts: the invoice stays as it is until the credit notes reach its payable amount', async () => {
    const { a, b, id } = await supplierAndClient();
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const half = {
      description: 'Montage (deel)',
      quantity: '5',
      unit_price: '100',
      vat_category: 'S',
      vat_rate: '21',
    };
    const bolts = {
      description: 'Bouten',
      quantity: '2',
      unit_price: '5',
      vat_category: 'S',
      vat_rate: '21',
    };
    const credit = { kind: 'credit_note', credited_invoice_id: sent.id };
    await sentInvoiceVia(t.app, a.memberToken, id, { ...credit, lines: [half] });
    expect((await call('GET', `/api/v1/invoices/${sent.id}`, b.memberToken)).json().status).toBe('sent');
    await sentInvoiceVia(t.app, a.memberToken, id, { ...credit, lines: [half, bolts] });
    expect((await call('GET', `/api/v1/invoices/${sent.id}`, b.memberToken)).json().status).toBe('credited');
    const again = await call('POST', `/api/v1/dossiers/${id}/invoices`, a.memberToken, {
      ...credit,
      lines: [bolts],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0].loc).toEqual(['body', 'credited_invoice_id']);
  });

  it("refuses a credit note for a draft, another dossier's invoice or none with 422", async () => {
    const { a, id } = await supplierAndClient();
    const draft = await draftVia(t.app, a.memberToken, id);
    const elsewhere = await supplierAndClient();
    const foreign = await sentInvoiceVia(t.app, elsewhere.a.memberToken, elsewhere.id);
    for (const credited of [draft.id, foreign.id]) {
      const response = await call('POST', `/api/v1/dossiers/${id}/invoices`, a.memberToken, {
        kind: 'credit_note',
        credited_invoice_id: credited,
        lines: twoLines,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['body', 'credited_invoice_id']);
    }
  });
});

describe('closure waits for settlement', () => {
  it('refuses requesting and performing closure with 409 while an invoice is outstanding, allows it once paid', async () => {
    const { a, b, id } = await supplierAndClient();
    const settle = async (invoiceId: string) => {
      for (const status of ['accepted', 'paid'])
        await call('POST', `/api/v1/invoices/${invoiceId}/status`, b.memberToken, { status });
    };
    const first = await sentInvoiceVia(t.app, a.memberToken, id);
    const refused = await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/openstaande facturen/);
    await call('POST', `/api/v1/invoices/${first.id}/status`, b.memberToken, { status: 'accepted' });
    expect((await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken)).statusCode).toBe(409);
    await call('POST', `/api/v1/invoices/${first.id}/status`, b.memberToken, { status: 'paid' });
    expect((await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken)).statusCode).toBe(200);

    // An invoice sent after the request keeps the dossier open until it is settled too.
    const second = await sentInvoiceVia(t.app, a.memberToken, id);
    const closeRefused = await call('POST', `/api/v1/dossiers/${id}/close`, b.memberToken);
    expect(closeRefused.statusCode).toBe(409);
    expect(closeRefused.json().detail).toMatch(/openstaande facturen/);
    await settle(second.id);
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, b.memberToken)).statusCode).toBe(200);
  });

  it('lets a dossier close once its invoice is credited in full: the credit note itself asks no payment', async () => {
    const { a, b, id } = await supplierAndClient();
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    await sentInvoiceVia(t.app, a.memberToken, id, { kind: 'credit_note', credited_invoice_id: sent.id });
    expect((await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken)).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, b.memberToken)).statusCode).toBe(200);
  });
});

describe('another company', () => {
  it('gets 404 on every invoice path', async () => {
    const { a, id } = await supplierAndClient();
    const outsider = await createTenant(t.app, t.db);
    const sent = await sentInvoiceVia(t.app, a.memberToken, id);
    const draft = await draftVia(t.app, a.memberToken, id);
    const token = outsider.adminToken;
    const answers = await Promise.all([
      call('GET', `/api/v1/dossiers/${id}/invoices`, token),
      call('POST', `/api/v1/dossiers/${id}/invoices`, token, { lines: twoLines }),
      call('GET', `/api/v1/invoices/${sent.id}`, token),
      call('PATCH', `/api/v1/invoices/${draft.id}`, token, { note: 'x' }),
      call('DELETE', `/api/v1/invoices/${draft.id}`, token),
      call('POST', `/api/v1/invoices/${draft.id}/send`, token),
      call('POST', `/api/v1/invoices/${sent.id}/status`, token, { status: 'accepted' }),
      call('GET', `/api/v1/invoices/${sent.id}/ubl`, token),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
  });
});
