import { WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../src/db/schema.ts';
import { createDossierVia, relate } from './support/dossier-factories.ts';
import { createCompany, createTenant, PASSWORD, uniqueEmail } from './support/factories.ts';
import { magicLinkMailed } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import { linkIn } from './support/mailbox.ts';
import { appCode } from './support/rfc6238.ts';
import { enrolApp, secondStep } from './support/second-factor.ts';
import { TestClock } from './support/test-clock.ts';

const clock = new TestClock(new Date('2026-11-28T10:00:00.000Z'));
let live: ListeningApp;
const app = () => live.t.app;
const call = callerFor(app);

beforeAll(async () => {
  live = await startListeningApp({ clock });
});
afterAll(() => live?.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_SIGN_IN = /^Nieuwe aanmelding op je account$/;

/** A password sign-in from a device: the raw answer. */
const signInFrom = (user: Pick<User, 'email'>, userAgent: string, ip = '127.0.0.1') =>
  app().inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });

async function tokenFrom(user: Pick<User, 'email'>, userAgent: string, ip?: string): Promise<string> {
  const response = await signInFrom(user, userAgent, ip);
  expect(response.statusCode).toBe(200);
  return response.json().access_token;
}

/** A guest invited to a new dossier of a new tenant: the link of their invitation. */
async function invitedGuestLink() {
  const a = await createTenant(app(), live.t.db);
  const external = await createCompany(live.t.db, { is_meru_client: false });
  await relate(live.t.db, a.company.id, external.id);
  const email = uniqueEmail('gast');
  await createDossierVia(app(), a.memberToken, { title: 'Transport', company_id: external.id, email });
  return magicLinkMailed(live.t.mailbox, email, /Uitnodiging voor dossier/);
}

/** The new-device mails queued for an address (the outbox: written in the sign-in's own transaction). */
const newDeviceMailsTo = (email: string) =>
  live.t.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', email)
    .where('subject', '=', 'Nieuwe aanmelding op je account')
    .execute();

describe('sessions you can see', () => {
  it('lists where the account is signed in, newest first, with the device, address and this one marked', async () => {
    const { member } = await createTenant(app(), live.t.db);
    // Later than the factory's own sign-in, so the order is by time alone.
    clock.advance(1_000);
    const onWindows = await tokenFrom(member, CHROME_ON_WINDOWS, '203.0.113.7');
    clock.advance(60_000);
    const onIphone = await tokenFrom(member, SAFARI_ON_IPHONE, '198.51.100.23');
    const list = await call('GET', '/api/v1/auth/sessions', onIphone);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions;
    // Newest first; the factory's own sign-in (no browser) is the oldest.
    expect(sessions.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        device: 'Safari op iOS',
        ip: '198.51.100.23',
        created_at: clock.now().toISOString(),
        last_seen_at: clock.now().toISOString(),
        current: true,
      },
      {
        id: expect.any(String),
        device: 'Chrome op Windows',
        ip: '203.0.113.7',
        created_at: new Date(clock.now().getTime() - 60_000).toISOString(),
        last_seen_at: new Date(clock.now().getTime() - 60_000).toISOString(),
        current: false,
      },
    ]);
    expect(sessions).toHaveLength(3);
    expect(sessions[2]).toMatchObject({ device: 'Onbekend apparaat', current: false });
    const fromWindows = (await call('GET', '/api/v1/auth/sessions', onWindows)).json().sessions;
    expect(fromWindows.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(fromWindows[1]).toMatchObject({ device: 'Chrome op Windows', current: true });
  });

  it("shows a guest's session from their link with its device and address, ending after their access", async () => {
    const { link } = await invitedGuestLink();
    const signedIn = await app().inject({
      method: 'GET',
      url: `/api/v1/auth/validate?token=${link.searchParams.get('token')}`,
      headers: { 'user-agent': SAFARI_ON_IPHONE },
      remoteAddress: '198.51.100.80',
    });
    expect(signedIn.statusCode).toBe(200);
    const list = await call('GET', '/api/v1/auth/sessions', signedIn.json().access_token);
    expect(list.json().sessions).toEqual([
      expect.objectContaining({ device: 'Safari op iOS', ip: '198.51.100.80', current: true }),
    ]);
  });

  it('moves last seen at most once a minute', async () => {
    const { member } = await createTenant(app(), live.t.db);
    const token = await tokenFrom(member, FIREFOX_ON_LINUX);
    const started = clock.now().toISOString();
    const lastSeen = async () =>
      (await call('GET', '/api/v1/auth/sessions', token))
        .json()
        .sessions.find((session: { current: boolean }) => session.current).last_seen_at;
    clock.advance(30_000);
    expect(await lastSeen()).toBe(started);
    clock.advance(31_000);
    // This request is the one that moves it: the list it answers was read after.
    expect(await lastSeen()).toBe(clock.now().toISOString());
    const moved = clock.now().toISOString();
    clock.advance(59_000);
    expect(await lastSeen()).toBe(moved);
  });

  it("ends one of one's own sessions and its sockets, but not another user's", async () => {
    const { member, admin, adminToken } = await createTenant(app(), live.t.db);
    const keep = await tokenFrom(member, CHROME_ON_WINDOWS);
    const end = await tokenFrom(member, SAFARI_ON_IPHONE);
    const ending = await live.connect(end);
    const staying = await live.connect(keep);
    const sessions = (await call('GET', '/api/v1/auth/sessions', keep)).json().sessions;
    const target = sessions.find((session: { device: string }) => session.device === 'Safari op iOS');

    const othersSession = (await call('GET', '/api/v1/auth/sessions', adminToken)).json().sessions[0].id;
    const refused = await call('DELETE', `/api/v1/auth/sessions/${othersSession}`, keep);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Niet gevonden' });
    expect((await call('GET', '/api/v1/users/me', adminToken)).json().email).toBe(admin.email);
    expect((await call('DELETE', '/api/v1/auth/sessions/nope', keep)).statusCode).toBe(422);

    expect((await call('DELETE', `/api/v1/auth/sessions/${target.id}`, keep)).statusCode).toBe(204);
    expect(await ending.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
    expect((await call('GET', '/api/v1/users/me', end)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/users/me', keep)).statusCode).toBe(200);
    await staying.settle();
    expect(staying.closeCode).toBeNull();
    expect((await call('DELETE', `/api/v1/auth/sessions/${target.id}`, keep)).statusCode).toBe(404);
  });

  it('ends every other session and their sockets, and keeps this one', async () => {
    const { member, memberToken, adminToken } = await createTenant(app(), live.t.db);
    const keep = await tokenFrom(member, CHROME_ON_WINDOWS);
    const other = await tokenFrom(member, SAFARI_ON_IPHONE);
    const sockets = [await live.connect(memberToken), await live.connect(other)];
    const kept = await live.connect(keep);
    const adminSocket = await live.connect(adminToken);
    expect((await call('DELETE', '/api/v1/auth/sessions', keep)).statusCode).toBe(204);
    for (const socket of sockets) expect(await socket.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
    for (const token of [memberToken, other])
      expect((await call('GET', '/api/v1/users/me', token)).statusCode).toBe(401);
    const left = (await call('GET', '/api/v1/auth/sessions', keep)).json().sessions;
    expect(left).toEqual([expect.objectContaining({ current: true, device: 'Chrome op Windows' })]);
    await kept.settle();
    await adminSocket.settle();
    expect(kept.closeCode).toBeNull();
    expect(adminSocket.closeCode).toBeNull();
    // A colleague's sessions are theirs.
    expect((await call('GET', '/api/v1/users/me', adminToken)).statusCode).toBe(200);
  });
});

describe('a sign-in from a new device', () => {
  it('mails the user with the device, address and time, and a link that ends that session once', async () => {
    const { member } = await createTenant(app(), live.t.db);
    // The factory's sign-in was the first ever: nothing to compare with, no mail.
    expect(await newDeviceMailsTo(member.email)).toHaveLength(0);
    const token = await tokenFrom(member, CHROME_ON_WINDOWS, '203.0.113.9');
    const mail = await live.t.mailbox.waitFor(member.email, NEW_SIGN_IN);
    expect(mail.text).toContain('Chrome op Windows');
    expect(mail.text).toContain('203.0.113.9');
    // 10:00 UTC is 11:00 in Amsterdam, the users' default zone.
    expect(mail.text).toMatch(/11:0\d/);
    const link = linkIn(mail, '/end-session');
    expect(link.origin).toBe('http://app.test');

    // The same device again is known: no second mail.
    await tokenFrom(member, CHROME_ON_WINDOWS, '203.0.113.9');
    expect(await newDeviceMailsTo(member.email)).toHaveLength(1);

    const socket = await live.connect(token);
    const ended = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/end-by-link',
      payload: { token: link.searchParams.get('token') },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().detail).toMatch(/sessie is beëindigd/);
    expect(await socket.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
    expect((await call('GET', '/api/v1/users/me', token)).statusCode).toBe(401);
    const again = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/end-by-link',
      payload: { token: link.searchParams.get('token') },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Deze link is ongeldig, verlopen of al gebruikt' });
  });

  it('counts another address as another device, and mails after the second step too', async () => {
    const tenant = await createTenant(app(), live.t.db);
    const { secret } = await enrolApp(app(), clock, tenant.memberToken);
    const first = await signInFrom(tenant.member, FIREFOX_ON_LINUX, '192.0.2.44');
    expect(await newDeviceMailsTo(tenant.member.email)).toHaveLength(0);
    const second = await secondStep(app(), first.json().mfa_token, appCode(secret, clock.now()), {
      'user-agent': FIREFOX_ON_LINUX,
    });
    expect(second.statusCode).toBe(200);
    const mail = await live.t.mailbox.waitFor(tenant.member.email, NEW_SIGN_IN);
    expect(mail.text).toContain('Firefox op Linux');
    expect(await newDeviceMailsTo(tenant.member.email)).toHaveLength(1);
  });

  it('refuses a link nobody was sent', async () => {
    const bogus = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/end-by-link',
      payload: { token: 'onzin' },
    });
    expect(bogus.statusCode).toBe(400);
    expect(
      (await app().inject({ method: 'POST', url: '/api/v1/auth/sessions/end-by-link', payload: {} }))
        .statusCode,
    ).toBe(422);
  });
});

describe('signed-out callers', () => {
  it('are refused the session calls', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/auth/sessions'],
      ['DELETE', '/api/v1/auth/sessions'],
      ['DELETE', '/api/v1/auth/sessions/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await app().inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});
