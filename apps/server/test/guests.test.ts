import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate, sendVia } from './support/dossier-factories.ts';
import { createCompany, createTenant, uniqueEmail } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { linkIn } from './support/mailbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = callerFor(() => t.app);
const validate = (token: string | null) =>
  t.app.inject({ method: 'GET', url: `/api/v1/auth/validate?token=${token}` });

async function dossierWithGuest() {
  const a = await createTenant(t.app, t.db);
  const external = await createCompany(t.db, { is_meru_client: false, name: 'Vrachtvervoer Extern' });
  await relate(t.db, a.company.id, external.id);
  const email = uniqueEmail('gast');
  const id = await createDossierVia(t.app, a.memberToken, {
    title: 'Transport week 48',
    company_id: external.id,
    email,
  });
  const mail = await t.mailbox.waitFor(email, /Uitnodiging voor dossier/);
  return { a, external, email, id, link: linkIn(mail, '/validate') };
}

describe('guest access by magic link', () => {
  it('mails the external contact a link that opens the dossier as a viewer, once', async () => {
    const { email, id, link } = await dossierWithGuest();
    const response = await validate(link.searchParams.get('token'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dossier_id: id, token_type: 'bearer' });
    const token = response.json().access_token;

    const me = (await call('GET', '/api/v1/users/me', token)).json();
    expect(me).toMatchObject({ email, role: 'viewer', token_expires_at: expect.any(String) });
    expect((await call('GET', `/api/v1/dossiers/${id}`, token)).json().title).toBe('Transport week 48');
    expect(
      (await call('GET', '/app/sidebar/dossiers', token)).json().map((item: { id: string }) => item.id),
    ).toEqual([id]);

    expect((await validate(link.searchParams.get('token'))).statusCode).toBe(400);
  });

  it('keeps a viewer from creating dossiers, adding users, leaving or closing', async () => {
    const { a, id, link } = await dossierWithGuest();
    const token = (await validate(link.searchParams.get('token'))).json().access_token;
    const me = (await call('GET', '/api/v1/users/me', token)).json();
    expect((await call('POST', '/api/v1/dossiers', token, { title: 'Eigen dossier' })).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/v1/dossiers/${id}/users`, token, { user_id: a.admin.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/v1/dossiers/${id}/users/${me.id}`, token, { status: 'removed' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, token)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/v1/auth/password-change', token, {
          current_password: 'x',
          new_password: 'yyyyyyyy',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shuts the dossier once the access has expired, and says why', async () => {
    const { id, link } = await dossierWithGuest();
    const token = (await validate(link.searchParams.get('token'))).json().access_token;
    await sendVia(t.app, token, id, 'Vracht staat klaar');
    await t.db
      .updateTable('dossier_users')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where('dossier_id', '=', id)
      .where('token_expires_at', 'is not', null)
      .execute();
    const refused = await call('GET', `/api/v1/dossiers/${id}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Uw toegang tot dit dossier is verlopen. Vraag verlenging aan.');
    expect((await call('GET', `/api/v1/auth/dossier/${id}/token/validate`, token)).json()).toMatchObject({
      valid: false,
    });
  });

  it('refuses an unknown or missing token with a clear error', async () => {
    expect((await validate('onzin')).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/auth/validate' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['query', 'token']);
  });
});

describe('POST /api/v1/dossiers/{id}/invite', () => {
  it('links an external relation to an internal dossier and invites its contact', async () => {
    const a = await createTenant(t.app, t.db);
    const external = await createCompany(t.db, { is_meru_client: false, name: 'Kraanverhuur Extern' });
    await relate(t.db, external.id, a.company.id);
    const id = await createDossierVia(t.app, a.memberToken);
    const email = uniqueEmail('kraan');
    const response = await call('POST', `/api/v1/dossiers/${id}/invite`, a.memberToken, {
      email,
      company_id: external.id,
      dossier_id: id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      role: 'viewer',
      company_name: 'Kraanverhuur Extern',
      token_expires_at: expect.any(String),
    });
    expect((await call('GET', `/api/v1/dossiers/${id}`, a.memberToken)).json().counterparty_names).toEqual([
      'Kraanverhuur Extern',
    ]);
    await t.mailbox.waitFor(email, /Uitnodiging/);
  });

  it('refuses a client company, an address of another company, and another tenant', async () => {
    const a = await createTenant(t.app, t.db);
    const b = await createTenant(t.app, t.db);
    await relate(t.db, a.company.id, b.company.id);
    const id = await createDossierVia(t.app, a.memberToken);
    const client = await call('POST', `/api/v1/dossiers/${id}/invite`, a.memberToken, {
      email: uniqueEmail(),
      company_id: b.company.id,
    });
    expect(client.statusCode).toBe(422);
    expect(client.json().detail[0].loc).toEqual(['body', 'email']);

    const external = await createCompany(t.db, { is_meru_client: false });
    await relate(t.db, a.company.id, external.id);
    const taken = await call('POST', `/api/v1/dossiers/${id}/invite`, a.memberToken, {
      email: b.member.email,
      company_id: external.id,
    });
    expect(taken.statusCode).toBe(422);

    const other = await call('POST', `/api/v1/dossiers/${id}/invite`, b.adminToken, {
      email: uniqueEmail(),
      company_id: external.id,
    });
    expect(other.statusCode).toBe(404);
  });
});
