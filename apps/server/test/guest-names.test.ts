import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendVia } from './support/dossier-factories.ts';
import { createTenant, uniqueEmail } from './support/factories.ts';
import { dossierWithSignedInGuest, magicLinkMailed, signInWithLink } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import type { TestApp } from './support/test-app.ts';

// Issue 25, item 3: a guest is named by themself, knows who invited them and until when, and a reopened link goes in.
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp();
  t = live.t;
});
afterAll(() => live.close());

const call = callerFor(() => t.app);
const pieter = { first_name: 'Pieter', last_name: 'de Boer' };
const guestInDossier = () => dossierWithSignedInGuest(t, 'Kraanhuur Zuidas');
const access = (id: string, token: string) => call('GET', `/api/v1/auth/dossier/${id}/token/validate`, token);

describe('a guest gives their name', () => {
  it('asks on the first visit, then names the guest in messages, members and their own account', async () => {
    const { a, id, email, guest, guestToken } = await guestInDossier();
    expect((await access(id, guestToken)).json().needs_name).toBe(true);
    await sendVia(t.app, guestToken, id, 'Goedemorgen');

    const named = await call('PUT', `/api/v1/users/${guest.id}/name`, guestToken, pieter);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ id: guest.id, full_name: 'Pieter de Boer', email, role: 'viewer' });

    expect((await access(id, guestToken)).json().needs_name).toBe(false);
    const messages = (await call('GET', `/api/v1/dossiers/${id}/messages`, a.memberToken)).json().messages;
    const greeting = messages.find((message: { message: string }) => message.message === 'Goedemorgen');
    expect(greeting.sender_name).toBe('Pieter de Boer');
    const members = (await call('GET', `/api/v1/dossiers/${id}/data`, a.memberToken)).json().users;
    expect(members.find((member: { id: string }) => member.id === guest.id).full_name).toBe('Pieter de Boer');
    expect((await call('GET', '/api/v1/users/me', guestToken)).json().full_name).toBe('Pieter de Boer');
    // A colleague who never gave a name through this form is not asked.
    expect((await access(id, a.memberToken)).json()).toMatchObject({ needs_name: false, invited_by: null });
  });

  it('tells the other side at once, and lets the guest change the name later', async () => {
    const { a, id, guest, guestToken } = await guestInDossier();
    const colleague = await live.connect(a.memberToken);
    await call('PUT', `/api/v1/users/${guest.id}/name`, guestToken, pieter);
    const frame = await colleague.waitFor((received) => received.type === 'member_renamed');
    expect(frame).toEqual({
      type: 'member_renamed',
      dossier_id: `dossier:${id}`,
      user_id: guest.id,
      full_name: 'Pieter de Boer',
    });
    const changed = await call('PUT', `/api/v1/users/${guest.id}/name`, guestToken, {
      first_name: 'Piet',
      last_name: 'de Boer',
    });
    expect(changed.json().full_name).toBe('Piet de Boer');
    await colleague.waitFor((received) => received.full_name === 'Piet de Boer');
  });

  it('refuses anyone but the guest themself', async () => {
    const { a, guest, guestToken, external, id } = await guestInDossier();
    const inviter = await call('PUT', `/api/v1/users/${guest.id}/name`, a.memberToken, pieter);
    expect(inviter.statusCode).toBe(404);
    const outsider = await createTenant(t.app, t.db);
    expect(
      (await call('PUT', `/api/v1/users/${guest.id}/name`, outsider.adminToken, pieter)).statusCode,
    ).toBe(404);
    // The guest names nobody else, and a colleague does not name themself through the guests' form.
    expect((await call('PUT', `/api/v1/users/${a.member.id}/name`, guestToken, pieter)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/users/${a.member.id}/name`, a.memberToken, pieter)).statusCode).toBe(
      403,
    );
    // A second guest of the same external company may not rename the first.
    const otherEmail = uniqueEmail('collega');
    await call('POST', `/api/v1/dossiers/${id}/invite`, a.memberToken, {
      email: otherEmail,
      company_id: external.id,
      dossier_id: id,
    });
    const { link } = await magicLinkMailed(t.mailbox, otherEmail, /Uitnodiging voor dossier/);
    const otherToken = (await signInWithLink(t.app, link)).json().access_token;
    expect((await call('PUT', `/api/v1/users/${guest.id}/name`, otherToken, pieter)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/users/me', guestToken)).json().first_name).not.toBe('Pieter');
  });

  it("names the guest in the dossier's lines once they gave a name, by address before that", async () => {
    const { a, id, email, guest, guestToken } = await guestInDossier();
    await call('POST', `/api/v1/dossiers/${id}/request-extension`, guestToken);
    await call('PUT', `/api/v1/users/${guest.id}/name`, guestToken, pieter);
    await call('POST', `/api/v1/dossiers/${id}/users/${guest.id}/renew-token`, a.memberToken);
    const lines = (await call('GET', `/api/v1/dossiers/${id}/messages`, a.memberToken)).json().messages;
    const texts = lines.map((line: { message: string }) => line.message);
    expect(texts).toContain(`${email} heeft verlenging van de toegang aangevraagd`);
    expect(texts.some((text: string) => text.startsWith('Toegang van Pieter de Boer verlengd tot '))).toBe(
      true,
    );
  });

  it('answers a bad name with 422 at the field', async () => {
    const { guest, guestToken } = await guestInDossier();
    const short = await call('PUT', `/api/v1/users/${guest.id}/name`, guestToken, {
      ...pieter,
      first_name: 'P',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].loc).toEqual(['body', 'first_name']);
    const missing = await call('PUT', `/api/v1/users/${guest.id}/name`, guestToken, { first_name: 'Pieter' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'last_name']);
    const long = await call('PUT', `/api/v1/users/${guest.id}/name`, guestToken, {
      ...pieter,
      last_name: 'x'.repeat(33),
    });
    expect(long.json().detail[0].loc).toEqual(['body', 'last_name']);
  });
});

describe("a guest's own access", () => {
  it('names who invited them, with their company, and until when', async () => {
    const { a, id, guest, guestToken } = await guestInDossier();
    const answer = (await access(id, guestToken)).json();
    expect(answer).toEqual({
      valid: true,
      expires_at: guest.token_expires_at,
      invited_by: { name: 'Jan Jansen', company_name: a.company.name },
      needs_name: true,
    });
  });
});

describe('a magic link opened again', () => {
  it('goes straight in with the session the browser still holds for that dossier', async () => {
    const { id, guestToken, ...guest } = await guestInDossier();
    const token = await usedInviteLink(guest);
    const reopened = await validateWith(token, guestToken);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ access_token: guestToken, token_type: 'bearer', dossier_id: id });
  });

  it("lets in a colleague's session that reads the dossier too", async () => {
    const other = await guestInDossier();
    const reopened = await validateWith(await usedInviteLink(other), other.a.memberToken);
    expect(reopened.json()).toEqual({
      access_token: other.a.memberToken,
      token_type: 'bearer',
      dossier_id: other.id,
    });
  });

  it('still refuses a used link to a session that cannot read its dossier, a stale one, or none', async () => {
    const { guestToken } = await guestInDossier();
    const other = await guestInDossier();
    const outsider = await createTenant(t.app, t.db);
    const used = await usedInviteLink(other);
    for (const bearer of [guestToken, outsider.memberToken, 'verlopen-sessie', null]) {
      const answer = await validateWith(used, bearer);
      expect(answer.statusCode).toBe(400);
    }
    expect((await validateWith('onbekende-link', other.guestToken)).statusCode).toBe(400);
  });

  it('does not let a held session through once its own access to the dossier has ended', async () => {
    const other = await guestInDossier();
    await t.db
      .updateTable('dossier_users')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where('dossier_id', '=', other.id)
      .where('user_id', '=', other.guest.id)
      .execute();
    expect((await validateWith(await usedInviteLink(other), other.guestToken)).statusCode).toBe(400);
  });
});

const validateWith = (token: string, bearer: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/validate?token=${token}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

/** The invite's link, which dossierWithSignedInGuest already used to sign the guest in. */
async function usedInviteLink(guest: { email: string }) {
  const { link } = await magicLinkMailed(t.mailbox, guest.email, /Uitnodiging voor dossier/);
  return link.searchParams.get('token') ?? '';
}
