import { randomBytes } from 'node:crypto';
import { SECOND_FACTOR_REQUIRED, WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createTenant, createUser, PASSWORD, signIn } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import { appCode, base32Decode, timeStep } from './support/rfc6238.ts';
import { enrolApp, passwordStep, secondStep, ticketFor } from './support/second-factor.ts';
import { startTestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

// The start of a 30-second step, so a test knows which step a moment is in.
const clock = new TestClock(new Date('2026-11-28T10:00:00.000Z'));
let live: ListeningApp;
const app = () => live.t.app;
const call = callerFor(app);

beforeAll(async () => {
  live = await startListeningApp({ clock });
});
afterAll(() => live?.close());

const WRONG = 'Deze code klopt niet. Controleer de code en probeer het opnieuw.';
const REUSED =
  'Deze code is al gebruikt. Wacht op de volgende code van je app of gebruik een andere herstelcode.';
const EXPIRED = 'Je aanmelding is verlopen of al afgerond. Log opnieuw in met je wachtwoord.';
const STEP = 30_000;

/** A passkey row of a user, planted directly (the passkeys module's own tests register real ones). */
async function plantPasskey(userId: string) {
  await live.t.db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: randomBytes(16).toString('base64url'),
      public_key: randomBytes(32).toString('base64url'),
      name: 'Geplant',
    })
    .execute();
}

async function tenantWithApp() {
  const tenant = await createTenant(app(), live.t.db);
  const { secret, recoveryCodes } = await enrolApp(app(), clock, tenant.memberToken);
  return { ...tenant, secret, recoveryCodes };
}

describe('the authenticator app', () => {
  it('starts with a new secret to scan, as an otpauth URL for the Dossiers issuer and the address', async () => {
    const { member, memberToken } = await createTenant(app(), live.t.db);
    const setup = await call('POST', '/api/v1/auth/2fa/setup', memberToken);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json();
    expect(base32Decode(secret)).toHaveLength(20);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Dossiers:${member.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      issuer: 'Dossiers',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Pending: not in force until a code confirms it.
    expect((await call('GET', '/api/v1/auth/2fa', memberToken)).json()).toEqual({
      totp_enabled: false,
      recovery_codes_left: 0,
      passkeys: 0,
      required_by_company: false,
    });
    expect((await passwordStep(app(), member.email)).json()).toHaveProperty('access_token');
  });

  it('is enabled by a code of the latest setup, answering 10 recovery codes once, and never shows the secret again', async () => {
    const { memberToken } = await createTenant(app(), live.t.db);
    const first = (await call('POST', '/api/v1/auth/2fa/setup', memberToken)).json().secret;
    const latest = (await call('POST', '/api/v1/auth/2fa/setup', memberToken)).json().secret;
    expect(latest).not.toBe(first);
    const stale = await call('POST', '/api/v1/auth/2fa/enable', memberToken, {
      code: appCode(first, clock.now()),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ detail: WRONG });

    const enabled = await call('POST', '/api/v1/auth/2fa/enable', memberToken, {
      code: appCode(latest, clock.now()),
    });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await call('GET', '/api/v1/auth/2fa', memberToken);
    expect(status.json()).toEqual({
      totp_enabled: true,
      recovery_codes_left: 10,
      passkeys: 0,
      required_by_company: false,
    });
    expect(status.body).not.toContain(latest);
    const again = await call('POST', '/api/v1/auth/2fa/setup', memberToken);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(latest);
    // Only hashes are kept.
    const stored = await live.t.db.selectFrom('recovery_codes').select('code_hash').execute();
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses to enable without a setup, with a wrong code, and a code of the wrong shape', async () => {
    const { memberToken } = await createTenant(app(), live.t.db);
    const none = await call('POST', '/api/v1/auth/2fa/enable', memberToken, { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('Start eerst het instellen van de authenticator-app');
    const { secret } = (await call('POST', '/api/v1/auth/2fa/setup', memberToken)).json();
    const right = appCode(secret, clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('POST', '/api/v1/auth/2fa/enable', memberToken, { code: wrong })).statusCode).toBe(
      400,
    );
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const shape = await call('POST', '/api/v1/auth/2fa/enable', memberToken, { code });
      expect(shape.statusCode).toBe(422);
      expect(shape.json().detail[0].loc).toEqual(['body', 'code']);
    }
    expect((await call('GET', '/api/v1/auth/2fa', memberToken)).json().totp_enabled).toBe(false);
  });

  it('is not for guests', async () => {
    const company = await createCompany(live.t.db);
    const guest = await createUser(live.t.db, company, { role: 'viewer' });
    const token = await signIn(app(), guest);
    const setup = await call('POST', '/api/v1/auth/2fa/setup', token);
    expect(setup.statusCode).toBe(403);
    expect(setup.json().detail).toBe('Gasten gebruiken geen tweestapsverificatie');
  });

  it('is turned off with the password and a code, both', async () => {
    const { member, memberToken, secret } = await tenantWithApp();
    const url = '/api/v1/auth/2fa/disable';
    expect((await call('POST', url, memberToken, { code: appCode(secret, clock.now()) })).statusCode).toBe(
      422,
    );
    expect((await call('POST', url, memberToken, { password: PASSWORD })).statusCode).toBe(422);
    const badPassword = await call('POST', url, memberToken, {
      password: 'not the password',
      code: appCode(secret, clock.now()),
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().detail).toBe('Het wachtwoord klopt niet');
    const badCode = await call('POST', url, memberToken, { password: PASSWORD, code: '000000' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().detail).toBe(WRONG);
    expect((await call('GET', '/api/v1/auth/2fa', memberToken)).json().totp_enabled).toBe(true);

    const off = await call('POST', url, memberToken, {
      password: PASSWORD,
      code: appCode(secret, clock.now()),
    });
    expect(off.statusCode).toBe(204);
    expect((await call('GET', '/api/v1/auth/2fa', memberToken)).json()).toMatchObject({
      totp_enabled: false,
      recovery_codes_left: 0,
    });
    expect((await passwordStep(app(), member.email)).json()).toHaveProperty('access_token');
    const twice = await call('POST', url, memberToken, { password: PASSWORD, code: '123456' });
    expect(twice.statusCode).toBe(400);
  });
});

describe('sign-in in two steps', () => {
  it('answers a ticket and no access token after the password, and a session after the code', async () => {
    const { member, secret } = await tenantWithApp();
    const first = await passwordStep(app(), member.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    const second = await secondStep(app(), first.json().mfa_token, appCode(secret, clock.now()));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const me = await call('GET', '/api/v1/users/me', second.json().access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(member.email);
  });

  it('signs in users without a second factor as before', async () => {
    const { member } = await createTenant(app(), live.t.db);
    const response = await passwordStep(app(), member.email);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
  });

  it('accepts one step of clock drift either way, and not two', async () => {
    const { member, secret } = await tenantWithApp();
    // The step before now was spent on enabling: one more on, so the previous step is a fresh one.
    clock.advance(STEP);
    const at = (steps: number) => appCode(secret, new Date(clock.now().getTime() + steps * STEP));
    const twoBehind = await secondStep(app(), await ticketFor(app(), member.email), at(-2));
    expect(twoBehind.statusCode).toBe(401);
    expect(twoBehind.json().detail).toBe(WRONG);
    const twoAhead = await secondStep(app(), await ticketFor(app(), member.email), at(2));
    expect(twoAhead.statusCode).toBe(401);
    // The previous step's code is still taken (the app's clock is behind)...
    expect((await secondStep(app(), await ticketFor(app(), member.email), at(-1))).statusCode).toBe(200);
    // ...and so is the next step's (ahead), but not the current one after it: steps only move on.
    expect((await secondStep(app(), await ticketFor(app(), member.email), at(1))).statusCode).toBe(200);
    const current = await secondStep(app(), await ticketFor(app(), member.email), at(0));
    expect(current.statusCode).toBe(401);
    expect(current.json().detail).toBe(REUSED);
  });

  it('refuses a code used once already within its window', async () => {
    const { member, secret } = await tenantWithApp();
    const code = appCode(secret, clock.now());
    expect((await secondStep(app(), await ticketFor(app(), member.email), code)).statusCode).toBe(200);
    clock.advance(10_000);
    expect(timeStep(clock.now())).toBe(timeStep(new Date(clock.now().getTime() - 10_000)));
    const replay = await secondStep(app(), await ticketFor(app(), member.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: REUSED });
    clock.advance(STEP);
    // Still inside the one step of drift: the same code stays refused.
    expect((await secondStep(app(), await ticketFor(app(), member.email), code)).statusCode).toBe(401);
    expect(
      (await secondStep(app(), await ticketFor(app(), member.email), appCode(secret, clock.now())))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a ticket after its 5 minutes', async () => {
    const { member, secret } = await tenantWithApp();
    const ticket = await ticketFor(app(), member.email);
    clock.advance(5 * 60_000 + 1_000);
    const late = await secondStep(app(), ticket, appCode(secret, clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: EXPIRED });
  });

  it('takes a ticket once', async () => {
    const { member, secret } = await tenantWithApp();
    const ticket = await ticketFor(app(), member.email);
    expect((await secondStep(app(), ticket, appCode(secret, clock.now()))).statusCode).toBe(200);
    clock.advance(STEP);
    const again = await secondStep(app(), ticket, appCode(secret, clock.now()));
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(EXPIRED);
  });

  it("refuses another user's ticket with one's own code", async () => {
    const alice = await tenantWithApp();
    const bob = await tenantWithApp();
    const alicesTicket = await ticketFor(app(), alice.member.email);
    const crossed = await secondStep(app(), alicesTicket, appCode(bob.secret, clock.now()));
    expect(crossed.statusCode).toBe(401);
    const withBobsRecovery = await secondStep(app(), alicesTicket, bob.recoveryCodes[0] as string);
    expect(withBobsRecovery.statusCode).toBe(401);
    expect(withBobsRecovery.json().detail).toBe(WRONG);
    // Bob's recovery code is still his to use.
    const bobs = await secondStep(
      app(),
      await ticketFor(app(), bob.member.email),
      bob.recoveryCodes[0] as string,
    );
    expect(bobs.statusCode).toBe(200);
  });

  it('ends a ticket after 5 wrong codes', async () => {
    const { member, secret } = await tenantWithApp();
    const ticket = await ticketFor(app(), member.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await secondStep(app(), ticket, '000000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().detail).toBe(WRONG);
    }
    const right = await secondStep(app(), ticket, appCode(secret, clock.now()));
    expect(right.statusCode).toBe(401);
    expect(right.json().detail).toBe(EXPIRED);
  });

  it('takes each recovery code once, typed with spaces or capitals', async () => {
    const { member, memberToken, recoveryCodes } = await tenantWithApp();
    const [first, second] = recoveryCodes as [string, string];
    const used = await secondStep(app(), await ticketFor(app(), member.email), first);
    expect(used.statusCode).toBe(200);
    const twice = await secondStep(app(), await ticketFor(app(), member.email), first);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toEqual({ detail: REUSED });
    const typed = ` ${second.toUpperCase().replace('-', ' ')} `;
    expect((await secondStep(app(), await ticketFor(app(), member.email), typed)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/2fa', memberToken)).json().recovery_codes_left).toBe(8);
  });

  it('refuses a ticket or code of the wrong shape with 422, never a 500', async () => {
    const { member } = await tenantWithApp();
    const ticket = await ticketFor(app(), member.email);
    for (const payload of [{ mfa_token: ticket }, { code: '123456' }, { mfa_token: '', code: '123456' }]) {
      const response = await app().inject({ method: 'POST', url: '/api/v1/auth/2fa/verify', payload });
      expect(response.statusCode).toBe(422);
    }
    expect((await secondStep(app(), 'not-a-ticket', '123456')).statusCode).toBe(401);
    expect((await secondStep(app(), ticket, 'x'.repeat(33))).statusCode).toBe(422);
  });

  it('counts wrong codes toward the sign-in limits of the account, with Retry-After', async () => {
    const limited = await startTestApp({
      clock,
      rateLimits: {
        login: { perAddress: { max: 3, windowMs: 60_000 }, perIp: { max: 100, windowMs: 60_000 } },
      },
    });
    try {
      const tenant = await createTenant(limited.app, limited.db);
      const { secret } = await enrolApp(limited.app, clock, tenant.memberToken);
      const ticket = await ticketFor(limited.app, tenant.member.email);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await secondStep(limited.app, ticket, '000000')).statusCode).toBe(401);
      }
      const refused = await secondStep(limited.app, ticket, appCode(secret, clock.now()));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The same account's password step is refused too: they share the per-account count.
      expect((await passwordStep(limited.app, tenant.member.email)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("a company's demand for a second factor", () => {
  it('is set by its admins only; another company does not see it', async () => {
    const { company, adminToken, memberToken } = await createTenant(app(), live.t.db);
    const other = await createTenant(app(), live.t.db);
    const url = `/api/v1/companies/${company.id}/security`;
    const byMember = await call('PATCH', url, memberToken, { require_2fa: true });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().detail).toBe(
      "Alleen beheerders kunnen de beveiliging van het bedrijf en van collega's beheren",
    );
    expect((await call('PATCH', url, other.adminToken, { require_2fa: true })).statusCode).toBe(404);
    expect((await call('PATCH', url, adminToken, { require_2fa: 'ja' })).statusCode).toBe(422);
    const set = await call('PATCH', url, adminToken, { require_2fa: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ require_2fa: true });
    expect((await call('GET', '/api/v1/auth/2fa', memberToken)).json().required_by_company).toBe(true);
  });

  it('sends a user without one to enrolment: nothing else answers, the socket is refused, enabling lifts it', async () => {
    const { company, adminToken, member } = await createTenant(app(), live.t.db);
    await call('PATCH', `/api/v1/companies/${company.id}/security`, adminToken, { require_2fa: true });
    const login = await passwordStep(app(), member.email);
    expect(login.json()).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      enrolment_required: true,
    });
    const token = login.json().access_token;

    expect((await call('GET', '/api/v1/users/me', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/2fa', token)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/app/sidebar/dossiers'],
      ['GET', '/api/v1/relations'],
      ['GET', '/api/v1/auth/sessions'],
      ['DELETE', '/api/v1/auth/sessions'],
      ['POST', '/api/v1/auth/2fa/disable'],
    ] as const) {
      // A body of the right shape: validation answers before the session is looked at.
      const body = url.endsWith('disable') ? { password: PASSWORD, code: '123456' } : undefined;
      const refused = await call(method, url, token, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        detail: 'Je bedrijf vereist tweestapsverificatie. Stel die eerst in.',
        code: SECOND_FACTOR_REQUIRED,
      });
    }
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${live.baseUrl.replace('http', 'ws')}/ws?token=${token}`);
    const code = await new Promise<number>((resolve) =>
      socket.on('close', (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(WS_CLOSE_UNAUTHORIZED);

    await enrolApp(app(), clock, token);
    expect((await call('GET', '/app/sidebar/dossiers', token)).statusCode).toBe(200);
    const client = await live.connect(token);
    await client.settle();
  });

  it('lets a session that must enrol sign out', async () => {
    const { company, adminToken, member } = await createTenant(app(), live.t.db);
    await call('PATCH', `/api/v1/companies/${company.id}/security`, adminToken, { require_2fa: true });
    const token = (await passwordStep(app(), member.email)).json().access_token;
    expect((await call('POST', '/api/v1/auth/logout', token)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/users/me', token)).statusCode).toBe(401);
    // A guest of such a company is never sent to enrolment (guests have no second factor).
    const guest = await createUser(live.t.db, company, { role: 'viewer' });
    expect((await passwordStep(app(), guest.email)).json()).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
    });
  });

  it('gives a user who has a second factor the two steps and a full session', async () => {
    const tenant = await tenantWithApp();
    await call('PATCH', `/api/v1/companies/${tenant.company.id}/security`, tenant.adminToken, {
      require_2fa: true,
    });
    const second = await secondStep(
      app(),
      await ticketFor(app(), tenant.member.email),
      appCode(tenant.secret, clock.now()),
    );
    expect(second.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    expect((await call('GET', '/app/sidebar/dossiers', second.json().access_token)).statusCode).toBe(200);
    // Turning the app off is refused while the company demands it.
    clock.advance(STEP);
    const off = await call('POST', '/api/v1/auth/2fa/disable', tenant.memberToken, {
      password: PASSWORD,
      code: appCode(tenant.secret, clock.now()),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(
      'Je bedrijf vereist tweestapsverificatie: je kunt die niet uitzetten zolang je geen passkey hebt',
    );
    // With a passkey the demand is still met: the app may go.
    await plantPasskey(tenant.member.id);
    const withPasskey = await call('POST', '/api/v1/auth/2fa/disable', tenant.memberToken, {
      password: PASSWORD,
      code: appCode(tenant.secret, clock.now()),
    });
    expect(withPasskey.statusCode).toBe(204);
  });
});

describe("an admin's reset of a colleague's second factor", () => {
  it('removes the app, recovery codes and passkeys, ends their sessions and sockets, and mails them', async () => {
    const tenant = await tenantWithApp();
    await plantPasskey(tenant.member.id);
    expect((await call('GET', '/api/v1/auth/2fa', tenant.memberToken)).json().passkeys).toBe(1);
    const session = (
      await secondStep(
        app(),
        await ticketFor(app(), tenant.member.email),
        appCode(tenant.secret, clock.now()),
      )
    ).json().access_token;
    const client = await live.connect(session);
    const reset = await call('POST', `/api/v1/users/${tenant.member.id}/2fa/reset`, tenant.adminToken);
    expect(reset.statusCode).toBe(204);
    expect(await client.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
    expect((await call('GET', '/api/v1/users/me', session)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/users/me', tenant.memberToken)).statusCode).toBe(401);
    const mail = await live.t.mailbox.waitFor(tenant.member.email, /tweestapsverificatie is hersteld/);
    expect(mail.text).toContain('Jan Jansen, beheerder van je bedrijf');
    const login = await passwordStep(app(), tenant.member.email);
    expect(login.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    expect((await call('GET', '/api/v1/auth/2fa', login.json().access_token)).json()).toMatchObject({
      totp_enabled: false,
      recovery_codes_left: 0,
      passkeys: 0,
    });
    // The admin's own sessions stay.
    expect((await call('GET', '/api/v1/users/me', tenant.adminToken)).statusCode).toBe(200);
  });

  it('refuses their own, a user, another company and an unknown id', async () => {
    const tenant = await tenantWithApp();
    const other = await createTenant(app(), live.t.db);
    const url = (id: string) => `/api/v1/users/${id}/2fa/reset`;
    const own = await call('POST', url(tenant.admin.id), tenant.adminToken);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(
      'Je kunt je eigen tweestapsverificatie niet herstellen: zet die uit met je wachtwoord en een code',
    );
    expect((await call('POST', url(tenant.admin.id), tenant.memberToken)).statusCode).toBe(403);
    const elsewhere = await call('POST', url(tenant.member.id), other.adminToken);
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await call('POST', url('00000000-0000-4000-8000-000000000000'), other.adminToken);
    expect(elsewhere.json()).toEqual(unknown.json());
    expect((await call('POST', url('nope'), tenant.adminToken)).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/auth/2fa', tenant.memberToken)).json().totp_enabled).toBe(true);
  });
});

describe('signed-out callers', () => {
  it('are refused every signed-in call of this issue', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/v1/auth/2fa', undefined],
      ['POST', '/api/v1/auth/2fa/setup', undefined],
      ['POST', '/api/v1/auth/2fa/enable', { code: '123456' }],
      ['POST', '/api/v1/auth/2fa/disable', { password: PASSWORD, code: '123456' }],
      ['PATCH', '/api/v1/companies/00000000-0000-4000-8000-000000000000/security', { require_2fa: true }],
      ['POST', '/api/v1/users/00000000-0000-4000-8000-000000000000/2fa/reset', undefined],
    ] as const) {
      const response = await app().inject({
        method,
        url,
        headers: bearer('bogus'),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
