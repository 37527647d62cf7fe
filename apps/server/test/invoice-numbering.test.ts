import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createTenant } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { draftVia, giveBillingProfile } from './support/invoice-factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: new TestClock(new Date('2026-06-15T10:00:00Z')) });
});
afterAll(() => t.close());

const call = callerFor(() => t.app);

describe('invoice numbers', () => {
  it('gives 20 sends at once 20 distinct consecutive numbers without a gap, across dossiers of one seller', async () => {
    const a = await createTenant(t.app, t.db);
    await giveBillingProfile(t.db, a.company.id, { invoice_prefix: 'NR-' });
    const drafts: string[] = [];
    // Four dossiers with four clients: the dossiers' own locks do not order these sends, the series row does.
    for (let dossier = 0; dossier < 4; dossier += 1) {
      const b = await createTenant(t.app, t.db);
      await relate(t.db, a.company.id, b.company.id);
      await giveBillingProfile(t.db, b.company.id);
      const id = await createDossierVia(t.app, a.memberToken, {
        company_id: b.company.id,
        user_id: b.member.id,
      });
      for (let invoice = 0; invoice < 5; invoice += 1)
        drafts.push((await draftVia(t.app, a.memberToken, id)).id);
    }
    const answers = await Promise.all(
      drafts.map((id) => call('POST', `/api/v1/invoices/${id}/send`, a.memberToken)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((answer) => answer.json().number as string).sort();
    const expected = Array.from(
      { length: 20 },
      (_, index) => `NR-2026-${String(index + 1).padStart(4, '0')}`,
    );
    expect(numbers).toEqual(expected);
    const series = await t.db
      .selectFrom('invoice_number_series')
      .selectAll()
      .where('company_id', '=', a.company.id)
      .execute();
    expect(series).toEqual([expect.objectContaining({ prefix: 'NR-', year: 2026, last_number: 20 })]);
  });

  it('starts a new series for a new prefix, and the next send continues where the series stands', async () => {
    const a = await createTenant(t.app, t.db);
    const b = await createTenant(t.app, t.db);
    await relate(t.db, a.company.id, b.company.id);
    await giveBillingProfile(t.db, a.company.id, { invoice_prefix: 'OUD' });
    await giveBillingProfile(t.db, b.company.id);
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const send = async () => {
      const draft = await draftVia(t.app, a.memberToken, id);
      return (await call('POST', `/api/v1/invoices/${draft.id}/send`, a.memberToken)).json().number;
    };
    expect(await send()).toBe('OUD2026-0001');
    expect(await send()).toBe('OUD2026-0002');
    await t.db
      .updateTable('billing_profiles')
      .set({ invoice_prefix: 'NIEUW' })
      .where('company_id', '=', a.company.id)
      .execute();
    expect(await send()).toBe('NIEUW2026-0001');
  });
});
