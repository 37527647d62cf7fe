import { limits, WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../src/auth/one-time-tokens.ts';
import { createDossierVia } from './support/dossier-factories.ts';
import { createTenant, createUser, signInAgain, type Tenant, uniqueEmail } from './support/factories.ts';
import {
  dossierWithSignedInGuest,
  magicLinkMailed,
  outboxTo,
  signInWithLink,
} from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import type { TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

const clock = new TestClock();
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp({ clock });
  t = live.t;
});
afterAll(() => live.close());

const call = callerFor(() => t.app);
const connect = (token: string) => live.connect(token);
/** A day past the end of an access that started now; the members' sessions ended on the way, they sign in again. */
const passAccessEnd = async (...tenants: Tenant[]) => {
  clock.advanceDays(limits.viewerAccessDays + 1);
  for (const tenant of tenants) await signInAgain(t.app, tenant);
};
const guestDossier = () => dossierWithSignedInGuest(t);
const requestLink = (email: string, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email }, remoteAddress: ip });

describe('removing a guest (PATCH /api/v1/dossiers/{id}/users/{userId})', () => {
  it('ends their sessions and sockets at once, and no earlier link lets them back in', async () => {
    const { a, id, email, guest, guestToken } = await guestDossier();
    const socket = await connect(guestToken);
    const member = await connect(a.memberToken);
    // An unused link the guest still has in their mail.
    await call('POST', `/api/v1/dossiers/${id}/users/${guest.id}/resend-link`, a.memberToken);
    const { link } = await magicLinkMailed(t.mailbox, email, /Nieuwe link/);

    const removed = await call('PATCH', `/api/v1/dossiers/${id}/users/${guest.id}`, a.memberToken, {
      status: 'removed',
    });
    expect(removed.statusCode).toBe(204);
    expect(await socket.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
    expect((await call('GET', '/api/v1/users/me', guestToken)).statusCode).toBe(401);
    expect((await signInWithLink(t.app, link)).statusCode).toBe(400);
    // Even a link that was never ended (issued behind the API's back) meets the removed membership.
    const token = await issueOneTimeToken(t.db, {
      userId: guest.id,
      purpose: 'magic_link',
      dossierId: id,
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    expect((await signInWithLink(t.app, new URL(`http://app.test/validate?token=${token}`))).statusCode).toBe(
      400,
    );

    const line = await member.waitFor((frame) => frame.type === 'system');
    expect(line.message).toBe(
      `${email} is door Jan Jansen uit het dossier verwijderd; de toegang is ingetrokken`,
    );
    const data = (await call('GET', `/api/v1/dossiers/${id}/data`, a.memberToken)).json();
    expect(data.users.find((user: { id: string }) => user.id === guest.id)).toMatchObject({
      status: 'removed',
    });

    // A way back in by e-mail finds no access to give.
    await requestLink(email);
    await t.app.afterAnswer.settled();
    expect(await outboxTo(t.db, email, /./)).toHaveLength(2);
  });

  it('keeps a guest of two dossiers signed in for the other one', async () => {
    const { a, external, id, email, guest, guestToken } = await guestDossier();
    const second = await createDossierVia(t.app, a.memberToken, { title: 'Tweede transport' });
    await call('POST', `/api/v1/dossiers/${second}/invite`, a.memberToken, {
      email,
      company_id: external.id,
    });
    const socket = await connect(guestToken);

    await call('PATCH', `/api/v1/dossiers/${id}/users/${guest.id}`, a.memberToken, { status: 'removed' });
    await socket.waitFor((frame) => frame.type === 'dossier_removed' && frame.dossier_id === `dossier:${id}`);
    expect((await call('GET', `/api/v1/dossiers/${id}`, guestToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/dossiers/${second}`, guestToken)).statusCode).toBe(200);
  });

  it('is for the inviting company only: the guest and other companies are refused', async () => {
    const { a, id, guest, guestToken } = await guestDossier();
    const outsider = await createTenant(t.app, t.db);
    const patch = (token: string) =>
      call('PATCH', `/api/v1/dossiers/${id}/users/${guest.id}`, token, { status: 'removed' });
    expect((await patch(outsider.adminToken)).statusCode).toBe(404);
    expect((await patch(a.adminToken)).statusCode).toBe(404); // not a member of this dossier
    expect((await patch(guestToken)).statusCode).toBe(403); // leaving is not for guests
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, a.memberToken)).statusCode).toBe(200);
    expect((await patch(a.memberToken)).statusCode).toBe(409);
  });
});

describe('renew-token and resend-link', () => {
  it('mails a fresh single-use link with the end unchanged; the earlier unused link stops working', async () => {
    const { a, id, email, guest } = await guestDossier();
    const resend = (token: string) =>
      call('POST', `/api/v1/dossiers/${id}/users/${guest.id}/resend-link`, token);
    expect((await resend(a.memberToken)).json()).toEqual({
      user_id: guest.id,
      token_expires_at: guest.token_expires_at,
    });
    const first = await magicLinkMailed(t.mailbox, email, /Nieuwe link voor dossier Transport week 48/);
    expect(first.mail.text).toMatch(/Je toegang loopt tot \d+ \w+ \d{4}\./);
    await resend(a.memberToken);
    await t.mailbox.waitForCount(email, /Nieuwe link/, 2);
    const { link } = await magicLinkMailed(t.mailbox, email, /Nieuwe link/);
    expect(link.toString()).not.toBe(first.link.toString());
    expect((await signInWithLink(t.app, first.link)).statusCode).toBe(400);
    expect((await signInWithLink(t.app, link)).statusCode).toBe(200);
    expect((await signInWithLink(t.app, link)).statusCode).toBe(400);
  });

  it('refuses a new link once the access has ended (renew instead)', async () => {
    const { a, id, guest } = await guestDossier();
    await passAccessEnd(a);
    const refused = await call('POST', `/api/v1/dossiers/${id}/users/${guest.id}/resend-link`, a.memberToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('De toegang van deze gast is verlopen: verleng de toegang');
    expect(
      (await call('POST', `/api/v1/dossiers/${id}/users/${guest.id}/renew-token`, a.memberToken)).statusCode,
    ).toBe(200);
  });

  it('is refused to the guest, to a colleague target, and hidden from another company', async () => {
    const { a, id, guest, guestToken } = await guestDossier();
    const outsider = await createTenant(t.app, t.db);
    for (const action of ['renew-token', 'resend-link']) {
      const url = `/api/v1/dossiers/${id}/users/${guest.id}/${action}`;
      expect((await call('POST', url, guestToken)).statusCode).toBe(403);
      expect((await call('POST', url, outsider.adminToken)).statusCode).toBe(404);
      expect((await call('POST', url, outsider.memberToken)).statusCode).toBe(404);
      const colleague = await call(
        'POST',
        `/api/v1/dossiers/${id}/users/${a.member.id}/${action}`,
        a.memberToken,
      );
      expect(colleague.statusCode).toBe(409);
      const stranger = await call(
        'POST',
        `/api/v1/dossiers/${id}/users/${outsider.member.id}/${action}`,
        a.memberToken,
      );
      expect(stranger.statusCode).toBe(404);
    }
  });
});

describe('POST /api/v1/auth/magic-link (a way back in)', () => {
  it('answers the same for an unknown, a valid and an expired guest, then mails a link or asks for more time', async () => {
    const valid = await guestDossier();
    const expired = await guestDossier();
    // Only the second guest's access ends: the first one's is renewed past the clock's move.
    await passAccessEnd(valid.a, expired.a);
    await call(
      'POST',
      `/api/v1/dossiers/${valid.id}/users/${valid.guest.id}/renew-token`,
      valid.a.memberToken,
    );
    const colleague = expired.a.member.email;
    const unknown = uniqueEmail('onbekend');

    const answers = [];
    for (const email of [unknown, valid.email, expired.email, colleague])
      answers.push(await requestLink(email));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ accepted: true });
      expect(answer.headers['content-type']).toBe(answers[0]?.headers['content-type']);
    }
    await t.app.afterAnswer.settled();

    const { mail, link } = await magicLinkMailed(t.mailbox, valid.email, /Nieuwe link voor dossier/);
    expect(mail.text).toContain('Heb je geen nieuwe link gevraagd? Dan kun je deze mail negeren.');
    expect((await signInWithLink(t.app, link)).json()).toMatchObject({ dossier_id: valid.id });

    expect(await outboxTo(t.db, expired.email, /Nieuwe link/)).toEqual([]);
    await t.mailbox.waitFor(expired.a.member.email, /Verlenging van toegang aangevraagd/);
    const lines = (
      await call('GET', `/api/v1/dossiers/${expired.id}/messages`, expired.a.memberToken)
    ).json();
    expect(lines.messages.at(-1).message).toBe(
      `${expired.email} heeft verlenging van de toegang aangevraagd`,
    );

    expect(await outboxTo(t.db, unknown, /./)).toEqual([]);
    expect(await outboxTo(t.db, colleague, /Nieuwe link/)).toEqual([]);
  });

  it('asks for more time only once per quiet window, whichever way the guest asks', async () => {
    const { a, id, email, guestToken } = await guestDossier();
    await passAccessEnd(a);
    await call('POST', `/api/v1/dossiers/${id}/request-extension`, guestToken);
    await requestLink(email);
    await t.app.afterAnswer.settled();
    expect(await outboxTo(t.db, a.member.email, /Verlenging/)).toHaveLength(1);
  });

  it('refuses a malformed address at its field', async () => {
    const response = await requestLink('geen-adres');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'email']);
  });
});

describe('guests see no directory', () => {
  it('refuses a guest the users of companies, the users to add and the relations; the dossier shows its members', async () => {
    const { a, external, id, guest, guestToken } = await guestDossier();
    const directory = [
      await call('GET', `/api/v1/companies/${a.company.id}/users`, guestToken),
      await call('GET', `/api/v1/companies/${external.id}/users`, guestToken),
      await call('GET', `/app/dossiers/${id}/available-users`, guestToken),
      await call('GET', '/api/v1/relations', guestToken),
      await call('GET', '/app/relations/search?q=Vracht', guestToken),
      await call('POST', '/api/v1/relations', guestToken, { company_2_id: a.company.id, status: 'pending' }),
    ];
    expect(directory.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);

    const data = (await call('GET', `/api/v1/dossiers/${id}/data`, guestToken)).json();
    expect(data.users.map((user: { id: string }) => user.id).sort()).toEqual([a.member.id, guest.id].sort());
    // Colleagues still see whom they could add.
    const colleague = await createUser(t.db, a.company, { firstName: 'Piet' });
    const available = (await call('GET', `/app/dossiers/${id}/available-users`, a.memberToken)).json();
    expect(available.map((user: { id: string }) => user.id)).toContain(colleague.id);
  });
});
