import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate, sendVia } from './support/dossier-factories.ts';
import { createCompany, createTenant, createUser, signIn, uniqueEmail } from './support/factories.ts';
import { dossierWithSignedInGuest } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = callerFor(() => t.app);

async function twoRelatedClients() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  return { a, b };
}

describe('creating a dossier', () => {
  it('creates an internal dossier shown with the placeholder counterparty and a system message', async () => {
    const a = await createTenant(t.app, t.db);
    const response = await call('POST', '/api/v1/dossiers', a.memberToken, { title: '  Project Noord  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Project Noord',
      status: 'open',
      counterparty_names: ['Intern dossier'],
    });
    const page = await call('GET', `/api/v1/dossiers/${response.json().id}/messages`, a.memberToken);
    expect(page.json().messages).toEqual([
      expect.objectContaining({ message_type: 'system', message: 'Jan Jansen heeft het dossier aangemaakt' }),
    ]);
  });

  it('creates a dossier with a client counterparty and one of its users, in one call', async () => {
    const { a, b } = await twoRelatedClients();
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const seenByB = await call('GET', `/api/v1/dossiers/${id}`, b.memberToken);
    expect(seenByB.statusCode).toBe(200);
    expect(seenByB.json().counterparty_names).toEqual([a.company.name]);
    const data = await call('GET', `/api/v1/dossiers/${id}/data`, a.memberToken);
    expect(data.json().users.map((user: { id: string }) => user.id)).toEqual([a.member.id, b.member.id]);
    expect(data.json().companies.map((company: { id: string }) => company.id)).toEqual([
      a.company.id,
      b.company.id,
    ]);
  });

  it('requires a user for a client counterparty, and refuses a user of another company', async () => {
    const { a, b } = await twoRelatedClients();
    const missing = await call('POST', '/api/v1/dossiers', a.memberToken, {
      title: 'X',
      company_id: b.company.id,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'user_id']);
    const stranger = await call('POST', '/api/v1/dossiers', a.memberToken, {
      title: 'X',
      company_id: b.company.id,
      user_id: a.admin.id,
    });
    expect(stranger.statusCode).toBe(422);
  });

  it('refuses a company without an active relation, on company_id, and stores nothing', async () => {
    const a = await createTenant(t.app, t.db);
    const stranger = await createTenant(t.app, t.db);
    const response = await call('POST', '/api/v1/dossiers', a.memberToken, {
      title: 'Geheim',
      company_id: stranger.company.id,
      user_id: stranger.member.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'company_id']);
    const sidebar = await call('GET', '/app/sidebar/dossiers', a.memberToken);
    expect(sidebar.json()).toEqual([]);
  });

  it('accepts an external counterparty with a contact e-mail instead of a user', async () => {
    const a = await createTenant(t.app, t.db);
    const external = await createCompany(t.db, { is_meru_client: false, name: 'Transport Extern' });
    await relate(t.db, a.company.id, external.id);
    const missing = await call('POST', '/api/v1/dossiers', a.memberToken, {
      title: 'X',
      company_id: external.id,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({
      loc: ['body', 'email'],
      msg: 'Voer een geldig e-mailadres in',
    });
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: external.id,
      email: uniqueEmail('planner'),
    });
    const dossier = await call('GET', `/api/v1/dossiers/${id}`, a.memberToken);
    expect(dossier.json().counterparty_names).toEqual(['Transport Extern']);
  });

  it('refuses a blank title with 422, and a viewer with 403', async () => {
    const a = await createTenant(t.app, t.db);
    const blank = await call('POST', '/api/v1/dossiers', a.memberToken, { title: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail[0].loc).toEqual(['body', 'title']);
    const viewer = await createUser(t.db, a.company, { role: 'viewer' });
    const refused = await call('POST', '/api/v1/dossiers', await signIn(t.app, viewer), { title: 'Gast' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('reading a dossier', () => {
  it('answers 404 to another company for the dossier, its data, messages and members', async () => {
    const a = await createTenant(t.app, t.db);
    const other = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken, { title: 'Vertrouwelijk' });
    for (const url of [
      `/api/v1/dossiers/${id}`,
      `/api/v1/dossiers/${id}/data`,
      `/api/v1/dossiers/${id}/messages`,
      `/app/dossiers/${id}/available-users`,
    ]) {
      const response = await call('GET', url, other.adminToken);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Vertrouwelijk');
    }
    const send = await call('POST', `/api/v1/dossiers/${id}/messages`, other.adminToken, {
      message: 'hallo',
    });
    expect(send.statusCode).toBe(404);
  });

  it('answers 404 to a colleague who is not a member', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    expect((await call('GET', `/api/v1/dossiers/${id}`, a.adminToken)).statusCode).toBe(404);
  });
});

describe('sidebar and latest dossier', () => {
  it('answers 204 for latest-dossier when the user has none', async () => {
    const a = await createTenant(t.app, t.db);
    expect((await call('GET', '/app/dossiers/latest-dossier', a.memberToken)).statusCode).toBe(204);
  });

  it('lists dossiers newest activity first with preview, sender and unread counts that exclude own messages', async () => {
    const { a, b } = await twoRelatedClients();
    const first = await createDossierVia(t.app, a.memberToken, {
      title: 'Eerste',
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const second = await createDossierVia(t.app, a.memberToken, {
      title: 'Tweede',
      company_id: b.company.id,
      user_id: b.member.id,
    });
    await sendVia(t.app, a.memberToken, first, 'Offerte staat klaar');
    await sendVia(t.app, a.memberToken, first, 'Graag reactie');

    const sidebarB = (await call('GET', '/app/sidebar/dossiers', b.memberToken)).json();
    expect(sidebarB.map((item: { id: string }) => item.id)).toEqual([first, second]);
    expect(sidebarB[0]).toMatchObject({
      title: 'Eerste',
      last_message_preview: 'Graag reactie',
      last_message_sender: 'Jan Jansen',
      unread_count: 4,
    });
    const sidebarA = (await call('GET', '/app/sidebar/dossiers', a.memberToken)).json();
    expect(sidebarA[0].unread_count).toBe(0);

    const latest = await call('GET', '/app/dossiers/latest-dossier', b.memberToken);
    expect(latest.json().id).toBe(first);

    const read = await call('POST', `/api/v1/dossiers/${first}/read-status`, b.memberToken);
    expect(read.json()).toMatchObject({ unread_count: 0 });
    const after = (await call('GET', '/app/sidebar/dossiers', b.memberToken)).json();
    expect(after[0].unread_count).toBe(0);
    expect(after[1].unread_count).toBe(2);
  });
});

describe('dossier status', () => {
  it('two clients: either side requests closure, then the other company closes', async () => {
    const { a, b } = await twoRelatedClients();
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, a.memberToken)).statusCode).toBe(403);
    const requested = await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken);
    expect(requested.json().status).toBe('close_request');
    expect((await call('POST', `/api/v1/dossiers/${id}/request-close`, b.memberToken)).statusCode).toBe(403);
    const closed = await call('POST', `/api/v1/dossiers/${id}/close`, b.memberToken);
    expect(closed.json()).toMatchObject({ status: 'closed', close_request: null });
    const page = (await call('GET', `/api/v1/dossiers/${id}/messages`, b.memberToken)).json();
    expect(page.messages.slice(-2).map((message: { message: string }) => message.message)).toEqual([
      'Jan Jansen heeft gevraagd het dossier te sluiten',
      'Jan Jansen heeft het dossier gesloten',
    ]);
  });

  it('internal: only an admin closes, directly', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.adminToken);
    await call('POST', `/api/v1/dossiers/${id}/users`, a.adminToken, { user_id: a.member.id });
    expect((await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, a.memberToken)).statusCode).toBe(403);
    const closed = await call('POST', `/api/v1/dossiers/${id}/close`, a.adminToken);
    expect(closed.json()).toMatchObject({ status: 'closed', close_request: null });
  });

  it('external counterparty: closing is direct', async () => {
    const a = await createTenant(t.app, t.db);
    const external = await createCompany(t.db, { is_meru_client: false });
    await relate(t.db, external.id, a.company.id);
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: external.id,
      email: uniqueEmail(),
    });
    expect((await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken)).statusCode).toBe(403);
    const closed = await call('POST', `/api/v1/dossiers/${id}/close`, a.memberToken);
    expect(closed.json()).toMatchObject({ status: 'closed', close_request: null });
  });

  it('a closed dossier takes no messages and no members', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.adminToken);
    await call('POST', `/api/v1/dossiers/${id}/close`, a.adminToken);
    const send = await call('POST', `/api/v1/dossiers/${id}/messages`, a.adminToken, { message: 'nog iets' });
    expect(send.statusCode).toBe(409);
    const add = await call('POST', `/api/v1/dossiers/${id}/users`, a.adminToken, { user_id: a.member.id });
    expect(add.statusCode).toBe(409);
  });
});

describe('closing takes two (issue 24)', () => {
  /** Two clients' dossier of Anna (A) with Bram (B), A's admin a member too; names of their own for the lines. */
  async function twoCompaniesDossier() {
    const { a, b } = await twoRelatedClients();
    const anna = await createUser(t.db, a.company, { firstName: 'Anna' });
    const bram = await createUser(t.db, b.company, { firstName: 'Bram' });
    const tokens = { anna: await signIn(t.app, anna), bram: await signIn(t.app, bram) };
    const id = await createDossierVia(t.app, tokens.anna, { company_id: b.company.id, user_id: bram.id });
    await call('POST', `/api/v1/dossiers/${id}/users`, tokens.anna, { user_id: a.admin.id });
    return { a, b, anna, bram, tokens, id };
  }

  const requesterColumns = (id: string) =>
    t.db
      .selectFrom('dossiers')
      .select(['close_requested_by_company_id', 'close_requested_by_user_id', 'close_requested_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const lines = async (id: string, token: string): Promise<string[]> =>
    (await call('GET', `/api/v1/dossiers/${id}/messages`, token))
      .json()
      .messages.map((message: { message: string }) => message.message);

  const NO_REQUESTER = {
    close_requested_by_company_id: null,
    close_requested_by_user_id: null,
    close_requested_at: null,
  };

  it('names who asked and when in every answer about the dossier, to both companies', async () => {
    const { a, anna, tokens, id } = await twoCompaniesDossier();
    expect((await call('GET', `/api/v1/dossiers/${id}`, tokens.bram)).json().close_request).toBeNull();
    const before = Date.now();
    const requested = await call('POST', `/api/v1/dossiers/${id}/request-close`, tokens.anna);
    const after = Date.now();
    const closeRequest = requested.json().close_request;
    expect(closeRequest).toEqual({
      company_id: a.company.id,
      company_name: a.company.name,
      user_id: anna.id,
      user_name: 'Anna Jansen',
      requested_at: expect.any(String),
    });
    const requestedAt = Date.parse(closeRequest.requested_at);
    expect(requestedAt >= before - 1000 && requestedAt <= after + 1000).toBe(true);
    for (const url of [`/api/v1/dossiers/${id}`, `/api/v1/dossiers/${id}/data`])
      for (const token of [tokens.bram, a.adminToken])
        expect((await call('GET', url, token)).json().close_request).toEqual(closeRequest);
  });

  it("refuses the requesting company's own close with 403 and why; the other company closes", async () => {
    const { a, tokens, id } = await twoCompaniesDossier();
    await call('POST', `/api/v1/dossiers/${id}/request-close`, tokens.anna);
    for (const token of [tokens.anna, a.adminToken]) {
      const refused = await call('POST', `/api/v1/dossiers/${id}/close`, token);
      expect([refused.statusCode, refused.json().detail]).toEqual([
        403,
        'Het andere bedrijf moet het sluiten bevestigen: jouw bedrijf heeft het sluitverzoek gedaan',
      ]);
    }
    expect((await call('GET', `/api/v1/dossiers/${id}`, tokens.anna)).json().status).toBe('close_request');
    const closed = await call('POST', `/api/v1/dossiers/${id}/close`, tokens.bram);
    expect([closed.statusCode, closed.json().status, closed.json().close_request]).toEqual([
      200,
      'closed',
      null,
    ]);
    expect(await requesterColumns(id)).toEqual(NO_REQUESTER);
  });

  it('lets the requester withdraw: open again, a line names them and their company, the request forgotten', async () => {
    const { a, b, tokens, id } = await twoCompaniesDossier();
    await call('POST', `/api/v1/dossiers/${id}/request-close`, tokens.anna);
    const withdrawn = await call('POST', `/api/v1/dossiers/${id}/cancel-close`, tokens.anna, {});
    expect([withdrawn.statusCode, withdrawn.json().status, withdrawn.json().close_request]).toEqual([
      200,
      'open',
      null,
    ]);
    expect((await lines(id, tokens.bram)).at(-1)).toBe(
      `Anna Jansen (${a.company.name}) heeft het sluitverzoek ingetrokken`,
    );
    expect(await requesterColumns(id)).toEqual(NO_REQUESTER);
    expect((await call('GET', `/api/v1/dossiers/${id}/data`, tokens.bram)).json().close_request).toBeNull();
    // Open again: nobody closes it directly, and either company may ask anew; then the other one confirms.
    const closeNow = await call('POST', `/api/v1/dossiers/${id}/close`, tokens.bram);
    expect([closeNow.statusCode, closeNow.json().detail]).toEqual([
      403,
      'Deze statuswijziging is niet toegestaan',
    ]);
    const askedByB = await call('POST', `/api/v1/dossiers/${id}/request-close`, tokens.bram);
    expect(askedByB.json().close_request).toMatchObject({
      company_id: b.company.id,
      user_name: 'Bram Jansen',
    });
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, tokens.anna)).json().status).toBe('closed');
  });

  it("lets the other company decline for now with a reason ('Nog niet'), named in the line", async () => {
    const { b, tokens, id } = await twoCompaniesDossier();
    await call('POST', `/api/v1/dossiers/${id}/request-close`, tokens.anna);
    const declined = await call('POST', `/api/v1/dossiers/${id}/cancel-close`, tokens.bram, {
      reason: '  De laatste levering komt volgende week  ',
    });
    expect([declined.statusCode, declined.json().status, declined.json().close_request]).toEqual([
      200,
      'open',
      null,
    ]);
    expect((await lines(id, tokens.anna)).at(-1)).toBe(
      `Bram Jansen (${b.company.name}) sluit het dossier nog niet: De laatste levering komt volgende week`,
    );
    expect(await requesterColumns(id)).toEqual(NO_REQUESTER);
  });

  it('refuses withdrawing with nothing to withdraw (409), from a closed dossier (409), to a guest (403), and hides it from another company (404)', async () => {
    const { tokens, id } = await twoCompaniesDossier();
    const nothing = await call('POST', `/api/v1/dossiers/${id}/cancel-close`, tokens.anna, {});
    expect([nothing.statusCode, nothing.json().detail]).toEqual([
      409,
      'Er is geen sluitverzoek om in te trekken',
    ]);

    const internal = await createTenant(t.app, t.db);
    const closedId = await createDossierVia(t.app, internal.adminToken);
    await call('POST', `/api/v1/dossiers/${closedId}/close`, internal.adminToken);
    const closed = await call('POST', `/api/v1/dossiers/${closedId}/cancel-close`, internal.adminToken, {});
    expect([closed.statusCode, closed.json().detail]).toEqual([409, 'Dit dossier is gesloten']);

    const { id: guestDossier, guestToken } = await dossierWithSignedInGuest(t);
    expect(
      (await call('POST', `/api/v1/dossiers/${guestDossier}/cancel-close`, guestToken, {})).statusCode,
    ).toBe(403);

    await call('POST', `/api/v1/dossiers/${id}/request-close`, tokens.anna);
    const outsider = await createTenant(t.app, t.db);
    const hidden = await call('POST', `/api/v1/dossiers/${id}/cancel-close`, outsider.adminToken, {});
    expect([hidden.statusCode, hidden.json().detail]).toEqual([404, 'Niet gevonden']);
    const unknown = await call(
      'POST',
      `/api/v1/dossiers/${crypto.randomUUID()}/cancel-close`,
      tokens.anna,
      {},
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/dossiers/${id}`, tokens.bram)).json().status).toBe('close_request');
  });

  it('refuses a blank or too long reason with 422 at body.reason, and changes nothing', async () => {
    const { tokens, id } = await twoCompaniesDossier();
    const requested = (await call('POST', `/api/v1/dossiers/${id}/request-close`, tokens.anna)).json();
    const linesBefore = await lines(id, tokens.bram);
    for (const reason of ['   ', 'x'.repeat(501), 42]) {
      const refused = await call('POST', `/api/v1/dossiers/${id}/cancel-close`, tokens.bram, { reason });
      expect([refused.statusCode, refused.json().detail[0].loc]).toEqual([422, ['body', 'reason']]);
    }
    const now = (await call('GET', `/api/v1/dossiers/${id}`, tokens.bram)).json();
    expect([now.status, now.close_request]).toEqual(['close_request', requested.close_request]);
    expect(await lines(id, tokens.bram)).toEqual(linesBefore);
  });
});

describe('members', () => {
  it('offers colleagues and counterparty users who are not members yet, and adds one', async () => {
    const { a, b } = await twoRelatedClients();
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const available = await call('GET', `/app/dossiers/${id}/available-users`, a.memberToken);
    expect(
      available
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([a.admin.id, b.admin.id].sort());
    const added = await call('POST', `/api/v1/dossiers/${id}/users`, a.memberToken, {
      dossier_id: id,
      user_id: b.admin.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: b.admin.id, status: 'active', company_name: b.company.name });
    expect((await call('GET', `/api/v1/dossiers/${id}`, b.adminToken)).statusCode).toBe(200);
    const again = await call('POST', `/api/v1/dossiers/${id}/users`, a.memberToken, { user_id: b.admin.id });
    expect(again.statusCode).toBe(409);
  });

  it('refuses adding a user of a company outside the dossier', async () => {
    const a = await createTenant(t.app, t.db);
    const other = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const response = await call('POST', `/api/v1/dossiers/${id}/users`, a.memberToken, {
      user_id: other.member.id,
    });
    expect(response.statusCode).toBe(422);
  });

  it('links a counterparty company to an internal dossier once', async () => {
    const { a, b } = await twoRelatedClients();
    const id = await createDossierVia(t.app, a.memberToken);
    const linked = await call('POST', `/api/v1/dossiers/${id}/companies`, a.memberToken, {
      dossier_id: id,
      company_id: b.company.id,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().company_name).toBe(b.company.name);
    const third = await createTenant(t.app, t.db);
    await relate(t.db, a.company.id, third.company.id);
    const second = await call('POST', `/api/v1/dossiers/${id}/companies`, a.memberToken, {
      company_id: third.company.id,
    });
    expect(second.statusCode).toBe(403);
  });

  it('lets a user leave only while a colleague stays, and then hides the dossier from them', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const alone = await call('PATCH', `/api/v1/dossiers/${id}/users/${a.member.id}`, a.memberToken, {
      status: 'removed',
    });
    expect(alone.statusCode).toBe(403);
    await call('POST', `/api/v1/dossiers/${id}/users`, a.memberToken, { user_id: a.admin.id });
    const left = await call('PATCH', `/api/v1/dossiers/${id}/users/${a.member.id}`, a.memberToken, {
      status: 'removed',
    });
    expect(left.statusCode).toBe(204);
    expect((await call('GET', `/api/v1/dossiers/${id}`, a.memberToken)).statusCode).toBe(404);
    const data = (await call('GET', `/api/v1/dossiers/${id}/data`, a.adminToken)).json();
    expect(data.users.find((user: { id: string }) => user.id === a.member.id).status).toBe('removed');
  });

  it('does not count a colleague removed from the company as one who stays', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.adminToken);
    await call('POST', `/api/v1/dossiers/${id}/users`, a.adminToken, { user_id: a.member.id });
    await call('PATCH', `/api/v1/users/${a.member.id}`, a.adminToken, {
      deleted_at: new Date().toISOString(),
    });
    const data = (await call('GET', `/api/v1/dossiers/${id}/data`, a.adminToken)).json();
    expect(data.users.find((user: { id: string }) => user.id === a.member.id).status).toBe('removed');
    const leave = await call('PATCH', `/api/v1/dossiers/${id}/users/${a.admin.id}`, a.adminToken, {
      status: 'removed',
    });
    expect(leave.statusCode).toBe(403);
  });

  it('lets an admin remove a colleague, not a regular user, and never someone of another company', async () => {
    const { a, b } = await twoRelatedClients();
    const id = await createDossierVia(t.app, a.adminToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    await call('POST', `/api/v1/dossiers/${id}/users`, a.adminToken, { user_id: a.member.id });
    await call('POST', `/api/v1/dossiers/${id}/users`, a.adminToken, { user_id: b.admin.id });
    const byMember = await call('PATCH', `/api/v1/dossiers/${id}/users/${a.admin.id}`, a.memberToken, {
      status: 'removed',
    });
    expect(byMember.statusCode).toBe(403);
    const otherCompany = await call('PATCH', `/api/v1/dossiers/${id}/users/${b.member.id}`, a.adminToken, {
      status: 'removed',
    });
    expect(otherCompany.statusCode).toBe(403);
    const removed = await call('PATCH', `/api/v1/dossiers/${id}/users/${a.member.id}`, a.adminToken, {
      status: 'removed',
    });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/v1/dossiers/${id}`, a.memberToken)).statusCode).toBe(404);
  });

  it('refuses a status other than removed with 422', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const response = await call('PATCH', `/api/v1/dossiers/${id}/users/${a.member.id}`, a.memberToken, {
      status: 'active',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'status']);
  });
});

describe('sidebar preview of system lines', () => {
  it('shows a system line without a sender in front of it', async () => {
    const a = await createTenant(t.app, t.db);
    await createDossierVia(t.app, a.memberToken, { title: 'Alleen systeem' });
    const [item] = (await call('GET', '/app/sidebar/dossiers', a.memberToken)).json();
    expect(item).toMatchObject({
      last_message_preview: 'Jan Jansen heeft het dossier aangemaakt',
      last_message_sender: null,
    });
  });
});
