import { limits } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendVia } from './support/dossier-factories.ts';
import { createTenant, signInAgain, type Tenant } from './support/factories.ts';
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
const MINUTE = 60_000;
/** Moves the clock just past the end of an access that started now; the members' sessions ended on the way. */
const passAccessEnd = async (a: Tenant) => {
  clock.advance(limits.viewerAccessDays * 24 * 60 * MINUTE + MINUTE);
  await signInAgain(t.app, a);
};
const guestDossier = () => dossierWithSignedInGuest(t);
const messagesOf = async (token: string, id: string) =>
  (await call('GET', `/api/v1/dossiers/${id}/messages`, token)).json().messages as Array<{
    id: string;
    message: string;
    message_type: string;
  }>;

describe('a guest after their access has ended', () => {
  it('stays signed in but is answered only on me, the token check and the extension request', async () => {
    const { a, id, guest, guestToken } = await guestDossier();
    const before = await call('GET', `/api/v1/auth/dossier/${id}/token/validate`, guestToken);
    expect(before.json()).toMatchObject({ valid: true, expires_at: guest.token_expires_at });

    await passAccessEnd(a);
    expect((await call('GET', '/api/v1/users/me', guestToken)).statusCode).toBe(200);
    const after = await call('GET', `/api/v1/auth/dossier/${id}/token/validate`, guestToken);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ valid: false, expires_at: guest.token_expires_at });
    expect((await call('POST', `/api/v1/dossiers/${id}/request-extension`, guestToken)).statusCode).toBe(200);

    const refused = [
      await call('GET', `/api/v1/dossiers/${id}/messages`, guestToken),
      await call('GET', `/api/v1/dossiers/${id}/messages?after_seq=0`, guestToken),
      await call('POST', `/api/v1/dossiers/${id}/messages`, guestToken, {
        message_type: 'user',
        message: 'hallo?',
      }),
      await call('GET', `/api/v1/dossiers/${id}/data`, guestToken),
      await call('GET', `/api/v1/dossiers/${id}`, guestToken),
      await call('POST', `/api/v1/dossiers/${id}/read-status`, guestToken),
      await call('GET', `/app/dossiers/${id}/available-users`, guestToken),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Uw toegang tot dit dossier is verlopen. Vraag verlenging aan.');
    }
    // Nothing the guest sent was stored; the members still read on.
    const seen = await messagesOf(a.memberToken, id);
    expect(seen.map((message) => message.message)).not.toContain('hallo?');
  });

  it('no longer signs in with a link once the access has ended', async () => {
    const { a, id, email, guest } = await guestDossier();
    await call('POST', `/api/v1/dossiers/${id}/users/${guest.id}/resend-link`, a.memberToken);
    const { link } = await magicLinkMailed(t.mailbox, email, /Nieuwe link/);
    await passAccessEnd(a);
    expect((await signInWithLink(t.app, link)).statusCode).toBe(400);
  });

  it('stops the open socket at the moment of expiry, tells it, and lets nothing of the dossier through', async () => {
    const { a, id, guestToken } = await guestDossier();
    const member = await connect(a.memberToken);
    const socket = await connect(guestToken);
    const early = await sendVia(t.app, a.memberToken, id, 'Vracht staat klaar');
    await socket.waitFor((frame) => frame.id === early.id);

    await passAccessEnd(a);
    const ended = await socket.waitFor((frame) => frame.type === 'access_changed');
    expect(ended).toEqual({
      type: 'access_changed',
      dossier_id: `dossier:${id}`,
      valid: false,
      expires_at: expect.any(String),
    });

    const late = await sendVia(t.app, a.memberToken, id, 'Niet meer voor de gast');
    socket.send({ type: 'typing', dossier_id: `dossier:${id}` });
    socket.send({ type: 'subscribe', dossier_id: `dossier:${id}` });
    const refusal = await socket.waitFor((frame) => frame.type === 'error');
    expect(refusal).toMatchObject({ dossier_id: `dossier:${id}`, detail: 'Geen toegang tot dit dossier' });
    await member.waitFor((frame) => frame.id === late.id);
    await Promise.all([socket.settle(), member.settle()]);
    expect(socket.frames.filter((frame) => frame.id === late.id)).toEqual([]);
    expect(member.frames.filter((frame) => frame.type === 'typing')).toEqual([]);

    // A new connection after the end does not receive the dossier either.
    const fresh = await connect(guestToken);
    await sendVia(t.app, a.memberToken, id, 'Ook niet na opnieuw verbinden');
    await fresh.settle();
    expect(fresh.frames.filter((frame) => frame.dossier_id === `dossier:${id}`)).toEqual([]);
  });

  it('is renewed by the inviting company: a later end, a fresh link, a line, and the events come back at once', async () => {
    const { a, id, email, guest, guestToken } = await guestDossier();
    const socket = await connect(guestToken);
    await passAccessEnd(a);
    await socket.waitFor((frame) => frame.type === 'access_changed' && frame.valid === false);

    const renewed = await call('POST', `/api/v1/dossiers/${id}/users/${guest.id}/renew-token`, a.memberToken);
    expect(renewed.statusCode).toBe(200);
    const newEnd = new Date(clock.now().getTime() + limits.viewerAccessDays * 24 * 60 * MINUTE).toISOString();
    expect(renewed.json()).toEqual({ user_id: guest.id, token_expires_at: newEnd });

    const back = await socket.waitFor((frame) => frame.type === 'access_changed' && frame.valid === true);
    expect(back).toEqual({
      type: 'access_changed',
      dossier_id: `dossier:${id}`,
      valid: true,
      expires_at: newEnd,
    });
    const line = await socket.waitFor((frame) => frame.type === 'system');
    expect(line.message).toMatch(
      new RegExp(`^Toegang van ${email} verlengd tot \\d+ \\w+ \\d{4} door Jan Jansen$`),
    );
    const after = await sendVia(t.app, a.memberToken, id, 'Welkom terug');
    await socket.waitFor((frame) => frame.id === after.id);

    expect((await call('GET', `/api/v1/auth/dossier/${id}/token/validate`, guestToken)).json()).toMatchObject(
      {
        valid: true,
        expires_at: newEnd,
      },
    );
    expect((await call('GET', `/api/v1/dossiers/${id}/messages`, guestToken)).statusCode).toBe(200);
    const data = (await call('GET', `/api/v1/dossiers/${id}/data`, a.memberToken)).json();
    expect(data.users.find((user: { id: string }) => user.id === guest.id)).toMatchObject({
      status: 'active',
      token_expires_at: newEnd,
    });
    expect((await call('GET', '/api/v1/users/me', guestToken)).json().token_expires_at).toBe(newEnd);

    const { mail, link } = await magicLinkMailed(t.mailbox, email, /toegang .* is verlengd/);
    expect(mail.text).toContain(
      'Jan Jansen heeft je toegang tot het dossier "Transport week 48" verlengd tot',
    );
    expect((await signInWithLink(t.app, link)).json()).toMatchObject({ dossier_id: id });
    expect((await signInWithLink(t.app, link)).statusCode).toBe(400);

    // The renewed end is timed again: the socket hears it when that moment passes too.
    await passAccessEnd(a);
    await socket.waitFor(
      (frame) => frame.type === 'access_changed' && frame.expires_at === newEnd && !frame.valid,
    );
  });
});

describe('an invitation again', () => {
  it('gives an expired guest access anew, and their open socket the dossier back', async () => {
    const { a, external, id, email, guestToken } = await guestDossier();
    const socket = await connect(guestToken);
    await passAccessEnd(a);
    await socket.waitFor((frame) => frame.type === 'access_changed' && frame.valid === false);

    const invited = await call('POST', `/api/v1/dossiers/${id}/invite`, a.memberToken, {
      email,
      company_id: external.id,
    });
    expect(invited.statusCode).toBe(201);
    const back = await socket.waitFor((frame) => frame.type === 'access_changed' && frame.valid === true);
    expect(back).toMatchObject({ dossier_id: `dossier:${id}`, expires_at: invited.json().token_expires_at });
    const after = await sendVia(t.app, a.memberToken, id, 'Weer welkom');
    await socket.waitFor((frame) => frame.id === after.id);
  });
});

describe('POST /api/v1/dossiers/{id}/request-extension', () => {
  it('writes a line, mails the inviting company and announces it, once per quiet window', async () => {
    const { a, id, email, guestToken } = await guestDossier();
    const member = await connect(a.memberToken);
    const first = await call('POST', `/api/v1/dossiers/${id}/request-extension`, guestToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ requested_at: clock.now().toISOString(), repeated: false });

    const announced = await member.waitFor((frame) => frame.type === 'system');
    expect(announced.message).toBe(`${email} heeft verlenging van de toegang aangevraagd`);
    const mail = await t.mailbox.waitFor(a.member.email, /Verlenging van toegang aangevraagd/);
    expect(mail.text).toContain(`vraagt om verlenging van de toegang tot het dossier "Transport week 48"`);
    expect(mail.text).toContain(`http://app.test/app/dossier/${id}`);

    clock.advance((limits.extensionRequestQuietMinutes - 1) * MINUTE);
    const again = await call('POST', `/api/v1/dossiers/${id}/request-extension`, guestToken);
    expect(again.json()).toEqual({ requested_at: first.json().requested_at, repeated: true });
    const lines = (await messagesOf(a.memberToken, id)).filter(
      (message) => message.message === announced.message,
    );
    expect(lines).toHaveLength(1);
    expect(await outboxTo(t.db, a.member.email, /Verlenging/)).toHaveLength(1);

    clock.advance(2 * MINUTE);
    const later = await call('POST', `/api/v1/dossiers/${id}/request-extension`, guestToken);
    expect(later.json()).toEqual({ requested_at: clock.now().toISOString(), repeated: false });
    expect(await outboxTo(t.db, a.member.email, /Verlenging/)).toHaveLength(2);
  });

  it('is the guest own call: a colleague is refused, another company does not see the dossier', async () => {
    const { a, id } = await guestDossier();
    const outsider = await createTenant(t.app, t.db);
    expect((await call('POST', `/api/v1/dossiers/${id}/request-extension`, a.memberToken)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/v1/dossiers/${id}/request-extension`, outsider.adminToken)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/v1/auth/dossier/${id}/token/validate`, outsider.adminToken)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/auth/dossier/${id}/token/validate`, a.memberToken)).json()).toEqual({
      valid: true,
      expires_at: null,
      invited_by: null,
      needs_name: false,
    });
  });

  it('refuses a closed dossier as a conflict', async () => {
    const { a, id, guestToken } = await guestDossier();
    expect((await call('POST', `/api/v1/dossiers/${id}/close`, a.memberToken)).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/dossiers/${id}/request-extension`, guestToken)).statusCode).toBe(409);
  });
});
