import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createCompany, createTenant, createUser, uniqueEmail } from './support/factories.ts';
import { outboxTo } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = callerFor(() => t.app);
const link = (id: string, token: string, body: object) =>
  call('POST', `/api/v1/dossiers/${id}/counterparty`, token, body);

/** An internal dossier of tenant a, a client company b and an external company, both related to a. */
async function internalDossier() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  const external = await createCompany(t.db, { is_meru_client: false, name: 'Kraanverhuur Extern' });
  await relate(t.db, a.company.id, b.company.id);
  await relate(t.db, a.company.id, external.id);
  const id = await createDossierVia(t.app, a.memberToken, { title: 'Bouw hal 3' });
  return { a, b, external, id };
}

async function stateOf(id: string, token: string) {
  const dossier = (await call('GET', `/api/v1/dossiers/${id}/data`, token)).json();
  const messages = (await call('GET', `/api/v1/dossiers/${id}/messages`, token)).json().messages;
  return {
    counterparties: dossier.counterparty_names,
    members: dossier.users.map((user: { email: string }) => user.email).sort(),
    lines: messages.map((message: { message: string }) => message.message),
  };
}

describe('POST /api/v1/dossiers/{id}/counterparty', () => {
  it('links a client company and one of its users in one request', async () => {
    const { a, b, id } = await internalDossier();
    const response = await link(id, a.memberToken, { company_id: b.company.id, user_id: b.member.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      dossier_id: id,
      company_id: b.company.id,
      company_name: b.company.name,
      user_id: b.member.id,
    });
    const state = await stateOf(id, a.memberToken);
    expect(state.counterparties).toEqual([b.company.name]);
    expect(state.members).toEqual([a.member.email, b.member.email].sort());
    expect(state.lines.slice(-2)).toEqual([
      `${b.company.name} gekoppeld aan dossier`,
      'Jan Jansen is door Jan Jansen toegevoegd aan het dossier',
    ]);
    expect((await call('GET', `/api/v1/dossiers/${id}`, b.memberToken)).statusCode).toBe(200);
  });

  it('links an external company and invites its contact as a guest in one request', async () => {
    const { a, external, id } = await internalDossier();
    const email = uniqueEmail('kraan');
    const response = await link(id, a.memberToken, { company_id: external.id, guest_email: email });
    expect(response.statusCode).toBe(201);
    const data = (await call('GET', `/api/v1/dossiers/${id}/data`, a.memberToken)).json();
    const guest = data.users.find((user: { email: string }) => user.email === email);
    expect(guest).toMatchObject({
      id: response.json().user_id,
      role: 'viewer',
      token_expires_at: expect.any(String),
    });
    expect(data.counterparty_names).toEqual(['Kraanverhuur Extern']);
    await t.mailbox.waitFor(email, /Uitnodiging voor dossier Bouw hal 3/);
  });

  it('links nothing when the guest part is refused', async () => {
    const { a, b, external, id } = await internalDossier();
    const before = await stateOf(id, a.memberToken);
    // The address belongs to a user of another company.
    const response = await link(id, a.memberToken, { company_id: external.id, guest_email: b.member.email });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'guest_email']);
    expect(await stateOf(id, a.memberToken)).toEqual(before);
    expect(before.counterparties).toEqual(['Intern dossier']);
    // A client company's people are added by name, not invited as guests.
    const client = await link(id, a.memberToken, { company_id: b.company.id, guest_email: uniqueEmail() });
    expect(client.statusCode).toBe(422);
    expect(await stateOf(id, a.memberToken)).toEqual(before);
    expect(await outboxTo(t.db, b.member.email, /Uitnodiging/)).toEqual([]);
  });

  it('links nothing when the user part is refused', async () => {
    const { a, b, id } = await internalDossier();
    const before = await stateOf(id, a.memberToken);
    const colleague = await createUser(t.db, a.company);
    const guestOfB = await createUser(t.db, b.company, { role: 'viewer' });
    for (const user_id of [colleague.id, guestOfB.id, crypto.randomUUID()]) {
      const response = await link(id, a.memberToken, { company_id: b.company.id, user_id });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['body', 'user_id']);
    }
    expect(await stateOf(id, a.memberToken)).toEqual(before);
    // The one-request link works right after the refusals: nothing was left half done.
    expect(
      (await link(id, a.memberToken, { company_id: b.company.id, user_id: b.member.id })).statusCode,
    ).toBe(201);
  });

  it('takes exactly one of user_id and guest_email', async () => {
    const { a, b, id } = await internalDossier();
    for (const body of [
      { company_id: b.company.id },
      { company_id: b.company.id, user_id: b.member.id, guest_email: uniqueEmail() },
    ]) {
      const response = await link(id, a.memberToken, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0]).toMatchObject({
        loc: ['body', 'user_id'],
        msg: 'Kies een gebruiker of een e-mailadres',
      });
    }
  });

  it('refuses another tenant (404), a dossier with a counterparty (403) and a closed dossier (409)', async () => {
    const { a, b, external, id } = await internalDossier();
    const outsider = await createTenant(t.app, t.db);
    const body = { company_id: b.company.id, user_id: b.member.id };
    expect((await link(id, outsider.adminToken, body)).statusCode).toBe(404);
    expect((await link(id, a.memberToken, body)).statusCode).toBe(201);
    const second = await link(id, a.memberToken, { company_id: external.id, guest_email: uniqueEmail() });
    expect(second.statusCode).toBe(403);

    const internal = await createDossierVia(t.app, a.adminToken, { title: 'Intern' });
    expect((await call('POST', `/api/v1/dossiers/${internal}/close`, a.adminToken)).statusCode).toBe(200);
    expect((await link(internal, a.adminToken, body)).statusCode).toBe(409);
  });

  it('is refused to a guest', async () => {
    const { a, b, external } = await internalDossier();
    const email = uniqueEmail('gast');
    const id = await createDossierVia(t.app, a.memberToken, { company_id: external.id, email });
    const mail = await t.mailbox.waitFor(email, /Uitnodiging/);
    const token = mail.text.match(/token=([\w-]+)/)?.[1];
    const guestToken = (
      await t.app.inject({ method: 'GET', url: `/api/v1/auth/validate?token=${token}` })
    ).json().access_token;
    const response = await link(id, guestToken, { company_id: b.company.id, user_id: b.member.id });
    expect(response.statusCode).toBe(403);
  });
});
