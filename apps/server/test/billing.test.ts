import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createCompany, createTenant, type Tenant } from './support/factories.ts';
import { outboxTo } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import { createTenantWithViewer } from './support/relation-factories.ts';
import type { TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

/** Issue 21, item 1: a company's billing profile, and a changed bank account announced to its counterparties. */

const clock = new TestClock(new Date('2030-03-04T10:00:00Z'));
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp({ clock });
  t = live.t;
});
afterAll(() => live.close());

const call = callerFor(() => t.app);
const billingOf = (companyId: string) => `/api/v1/companies/${companyId}/billing`;

// Real check digits: ABN AMRO's and ING's example accounts, the Belastingdienst's example VAT ids (old and 2020+).
const IBAN = 'NL91ABNA0417164300';
const OTHER_IBAN = 'NL69INGB0123456789';
const profile = {
  legal_name: 'Staalhandel Noord B.V.',
  street: 'Havenkade 12',
  postal_code: '1013 AB',
  city: 'Amsterdam',
  country_code: 'NL',
  vat_id: 'NL123456782B01',
  iban: IBAN,
  payment_term_days: 30,
  invoice_prefix: 'SN',
};

const save = (tenant: Tenant, body: object = profile, companyId = tenant.company.id) =>
  call('PUT', billingOf(companyId), tenant.adminToken, body);

async function saved(tenant: Tenant, body: object = profile) {
  const response = await save(tenant, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const CHANGED_LINE = /bankrekeningnummer van .* is gewijzigd naar een rekening eindigend op/;
const CHANGED_MAIL = /heeft een ander bankrekeningnummer/;

async function linesOf(dossierId: string, token: string) {
  const page = await call('GET', `/api/v1/dossiers/${dossierId}/messages`, token);
  expect(page.statusCode, page.body).toBe(200);
  return (page.json().messages as Array<{ message: string }>)
    .map((line) => line.message)
    .filter((text) => CHANGED_LINE.test(text));
}

describe('GET /api/v1/companies/{id}/billing', () => {
  it("answers a member the company's starting point before the first save", async () => {
    const a = await createTenant(t.app, t.db);
    const response = await call('GET', billingOf(a.company.id), a.memberToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      company_id: a.company.id,
      legal_name: a.company.name,
      street: '',
      postal_code: '',
      city: 'Utrecht',
      country_code: 'NL',
      vat_id: null,
      iban: null,
      payment_term_days: 30,
      invoice_prefix: 'F',
      updated_at: null,
    });
  });

  it("answers 404 to another company's admin and to a guest of the company, as to an unknown id", async () => {
    const a = await createTenantWithViewer(t.app, t.db);
    const other = await createTenant(t.app, t.db);
    await saved(a);
    const unknown = await call('GET', billingOf('00000000-0000-4000-8000-000000000000'), a.adminToken);
    expect(unknown.statusCode).toBe(404);
    for (const token of [other.adminToken, other.memberToken, a.viewerToken]) {
      const response = await call('GET', billingOf(a.company.id), token);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });
});

describe('PUT /api/v1/companies/{id}/billing', () => {
  it('saves the profile of an admin, normalised (upper case, no spaces); its users read it', async () => {
    const a = await createTenant(t.app, t.db);
    const body = await saved(a, {
      ...profile,
      vat_id: 'nl 1234.56.782.b01',
      iban: 'nl91 abna 0417 1643 00',
      country_code: 'nl',
      invoice_prefix: 'sn',
      payment_term_days: 14,
    });
    expect(body).toMatchObject({
      ...profile,
      company_id: a.company.id,
      payment_term_days: 14,
      updated_at: clock.now().toISOString(),
    });
    const read = await call('GET', billingOf(a.company.id), a.memberToken);
    expect(read.json()).toEqual(body);
    const row = await t.db
      .selectFrom('billing_profiles')
      .select(['vat_id', 'iban', 'updated_by'])
      .where('company_id', '=', a.company.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ vat_id: profile.vat_id, iban: IBAN, updated_by: a.admin.id });
  });

  it('takes a 2020+ Dutch VAT id (mod 97) and a profile without VAT id or IBAN', async () => {
    const a = await createTenant(t.app, t.db);
    expect((await saved(a, { ...profile, vat_id: 'NL000099998B57' })).vat_id).toBe('NL000099998B57');
    expect(await saved(a, { ...profile, vat_id: '', iban: null })).toMatchObject({
      vat_id: null,
      iban: null,
    });
  });

  it('refuses a user of the company (403), and changes nothing', async () => {
    const a = await createTenant(t.app, t.db);
    const before = await saved(a);
    const response = await call('PUT', billingOf(a.company.id), a.memberToken, {
      ...profile,
      iban: OTHER_IBAN,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Alleen beheerders kunnen de facturatiegegevens wijzigen' });
    expect((await call('GET', billingOf(a.company.id), a.memberToken)).json()).toEqual(before);
  });

  it("answers 404 to another company's admin and to a guest of the company, and changes nothing", async () => {
    const a = await createTenantWithViewer(t.app, t.db);
    const other = await createTenant(t.app, t.db);
    const before = await saved(a);
    for (const token of [other.adminToken, a.viewerToken]) {
      const response = await call('PUT', billingOf(a.company.id), token, { ...profile, iban: OTHER_IBAN });
      expect(response.statusCode).toBe(404);
    }
    expect((await call('GET', billingOf(a.company.id), a.memberToken)).json()).toEqual(before);
  });

  it.each([
    ['a VAT id whose check digits fail', { vat_id: 'NL123456789B01' }, 'vat_id', /btw-nummer/],
    ['an IBAN whose check digits fail', { iban: 'NL92ABNA0417164300' }, 'iban', /IBAN/],
    ['an IBAN of the wrong length', { iban: 'NL91ABNA041716430' }, 'iban', /IBAN/],
    ['a payment term over a year', { payment_term_days: 366 }, 'payment_term_days', /0 tot 365 dagen/],
    ['a prefix with other characters', { invoice_prefix: 'F/26' }, 'invoice_prefix', /letters, cijfers/],
  ])('refuses %s with 422 at the field, in Dutch, and changes nothing', async (_case, change, field, msg) => {
    const a = await createTenant(t.app, t.db);
    const before = await saved(a);
    const response = await save(a, { ...profile, iban: OTHER_IBAN, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', field], msg: expect.stringMatching(msg), type: expect.any(String) },
    ]);
    expect((await call('GET', billingOf(a.company.id), a.memberToken)).json()).toEqual(before);
  });
});

/**
 * Company a with: an open dossier shared with client b, one shared with client c that is closed, an internal one,
 * and an open one with an external company (its guest). d is an unrelated company.
 */
async function companyWithDossiers() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  const c = await createTenant(t.app, t.db);
  const d = await createTenant(t.app, t.db);
  const external = await createCompany(t.db, { is_meru_client: false });
  for (const other of [b.company.id, c.company.id, external.id]) await relate(t.db, a.company.id, other);
  const withB = await createDossierVia(t.app, a.memberToken, {
    company_id: b.company.id,
    user_id: b.member.id,
  });
  const withC = await createDossierVia(t.app, a.memberToken, {
    company_id: c.company.id,
    user_id: c.member.id,
  });
  expect((await call('POST', `/api/v1/dossiers/${withC}/request-close`, a.memberToken)).statusCode).toBe(200);
  expect((await call('POST', `/api/v1/dossiers/${withC}/close`, c.memberToken)).statusCode).toBe(200);
  const internal = await createDossierVia(t.app, a.memberToken, { title: 'Intern overleg' });
  const withGuest = await createDossierVia(t.app, a.memberToken, {
    title: 'Transport week 48',
    company_id: external.id,
    email: `gast.${a.company.id.slice(0, 8)}@example.test`,
  });
  return { a, b, c, d, withB, withC, internal, withGuest };
}

describe('a changed IBAN is announced', () => {
  it('in every open dossier shared with another company, live, and by mail to the other companies admins', async () => {
    const { a, b, c, d, withB, withC, internal, withGuest } = await companyWithDossiers();
    await saved(a);
    const [socketB, socketD] = await Promise.all([live.connect(b.memberToken), live.connect(d.adminToken)]);

    await saved(a, { ...profile, iban: 'nl69 ingb 0123 4567 89' });

    const text = `Let op: het bankrekeningnummer van ${a.company.name} is gewijzigd naar een rekening eindigend op 6789. Twijfel je? Vraag het na bij een bekende contactpersoon voordat je betaalt.`;
    expect(await socketB.waitFor((frame) => frame.type === 'system')).toMatchObject({
      dossier_id: `dossier:${withB}`,
      message: text,
    });
    expect(await linesOf(withB, a.memberToken)).toEqual([text]);
    expect(await linesOf(withGuest, a.memberToken)).toEqual([text]);
    expect(await linesOf(withC, a.memberToken)).toEqual([]);
    expect(await linesOf(internal, a.memberToken)).toEqual([]);

    const mail = await t.mailbox.waitFor(b.admin.email, CHANGED_MAIL);
    expect(mail.subject).toBe(`Let op: ${a.company.name} heeft een ander bankrekeningnummer`);
    expect(mail.text).toContain('eindigend op 6789');
    expect(mail.text).not.toContain(OTHER_IBAN);
    // Not to b's regular user, not to the closed dossier's company, not to a's own admin nor to a stranger.
    for (const email of [b.member.email, c.admin.email, a.admin.email, d.admin.email])
      expect(await outboxTo(t.db, email, CHANGED_MAIL)).toEqual([]);
    await socketD.settle();
    expect(socketD.frames.filter((frame) => frame.type === 'system')).toEqual([]);
  });

  it('not on the first save, not when the IBAN stays the same, and not when it is removed', async () => {
    const { a, b, withB, withGuest } = await companyWithDossiers();
    await saved(a);
    await saved(a, {
      ...profile,
      iban: 'NL91 ABNA 0417 1643 00',
      street: 'Havenkade 14',
      payment_term_days: 45,
    });
    await saved(a, { ...profile, iban: null });
    expect(await linesOf(withB, a.memberToken)).toEqual([]);
    expect(await linesOf(withGuest, a.memberToken)).toEqual([]);
    expect(await outboxTo(t.db, b.admin.email, CHANGED_MAIL)).toEqual([]);
  });

  it('also when an account is given again after it was removed, or first given after the first save', async () => {
    const { a, b, withB } = await companyWithDossiers();
    await saved(a, { ...profile, iban: null });
    await saved(a);
    await saved(a, { ...profile, iban: null });
    await saved(a, { ...profile, iban: OTHER_IBAN });
    expect(
      (await linesOf(withB, a.memberToken)).map((line) => line.match(/eindigend op (\w+)/)?.[1]),
    ).toEqual(['4300', '6789']);
    expect(await outboxTo(t.db, b.admin.email, CHANGED_MAIL)).toHaveLength(2);
  });
});
