import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createCompany,
  createTenant,
  createUser,
  PASSWORD,
  signIn,
  type Tenant,
} from './support/factories.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

/** The test app's PUBLIC_URL (support/test-app.ts): its host is the rpID, its origin the one expected. */
const ORIGIN = 'http://app.test';

const clock = new TestClock();
let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await startTestApp({ clock });
  tenant = await createTenant(t.app, t.db);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Registers a new software passkey for the signed-in user behind `token`. */
async function addPasskey(token: string, name?: string) {
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const started = await call('POST', '/api/v1/auth/passkeys/register/options', token);
  expect(started.statusCode).toBe(200);
  const response = authenticator.register(started.json().options);
  const added = await call('POST', '/api/v1/auth/passkeys/register', token, { response, name });
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, passkey: added.json() };
}

async function signInOptions() {
  const started = await call('POST', '/api/v1/auth/passkeys/login/options');
  expect(started.statusCode).toBe(200);
  return started.json() as { options: { challenge: string; rpId: string }; challenge_id: string };
}

const signInWith = (challengeId: string, response: object) =>
  call('POST', '/api/v1/auth/passkeys/login', undefined, { challenge_id: challengeId, response });

async function newMember() {
  const user = await createUser(t.db, tenant.company);
  return { user, token: await signIn(t.app, user) };
}

describe('registering a passkey', () => {
  it('asks for a discoverable credential on the rpID of PUBLIC_URL, none of the user’s passkeys again', async () => {
    const { token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const started = await call('POST', '/api/v1/auth/passkeys/register/options', token);
    const { options } = started.json();
    expect(options.rp.id).toBe('app.test');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials.map((credential: { id: string }) => credential.id)).toEqual([
      authenticator.id,
    ]);
  });

  it('keeps the passkey, named by the user or numbered, and lists it', async () => {
    const { token } = await newMember();
    const first = await addPasskey(token);
    const second = await addPasskey(token, '  Laptop werk ');
    expect(first.passkey).toMatchObject({ name: 'Passkey 1', last_used_at: null });
    expect(second.passkey.name).toBe('Laptop werk');
    const listed = await call('GET', '/api/v1/auth/passkeys', token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().passkeys.map((passkey: { name: string }) => passkey.name)).toEqual([
      'Passkey 1',
      'Laptop werk',
    ]);
  });

  it('refuses an answer from another origin, and a challenge answered once already', async () => {
    const { token } = await newMember();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const started = await call('POST', '/api/v1/auth/passkeys/register/options', token);
    const response = authenticator.register(started.json().options, { origin: 'https://evil.test' });
    const refused = await call('POST', '/api/v1/auth/passkeys/register', token, { response });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('De passkey kon niet worden toegevoegd. Probeer het opnieuw.');
    const again = await call('POST', '/api/v1/auth/passkeys/register', token, {
      response: authenticator.register(started.json().options),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Het toevoegen van de passkey duurde te lang. Probeer het opnieuw.');
  });

  it('refuses a registration whose challenge expired', async () => {
    const { token } = await newMember();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const started = await call('POST', '/api/v1/auth/passkeys/register/options', token);
    clock.advance(6 * 60_000);
    const refused = await call('POST', '/api/v1/auth/passkeys/register', token, {
      response: authenticator.register(started.json().options),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers a malformed answer with 400, never a 500', async () => {
    const { token } = await newMember();
    await call('POST', '/api/v1/auth/passkeys/register/options', token);
    const refused = await call('POST', '/api/v1/auth/passkeys/register', token, {
      response: { id: 'x', response: { clientDataJSON: 'not base64 json' } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses guests: they keep no passkeys', async () => {
    const guest = await createUser(t.db, tenant.company, { role: 'viewer' });
    const token = await signIn(t.app, guest);
    expect((await call('POST', '/api/v1/auth/passkeys/register/options', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/auth/passkeys', token)).statusCode).toBe(403);
  });

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/api/v1/auth/passkeys/register/options')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/auth/passkeys')).statusCode).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password, with a session that works, and notes when the passkey was used', async () => {
    const { user, token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const { options, challenge_id } = await signInOptions();
    expect(options.rpId).toBe('app.test');
    expect(options).not.toHaveProperty('allowCredentials');

    const signedIn = await signInWith(challenge_id, authenticator.signIn(options));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer' });
    expect(signedIn.json().enrolment_required).toBeFalsy();
    const me = await call('GET', '/api/v1/users/me', signedIn.json().access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    const listed = await call('GET', '/api/v1/auth/passkeys', token);
    expect(listed.json().passkeys[0].last_used_at).toBe(clock.now().toISOString());
  });

  it('refuses a counter that did not move forward (a copied key)', async () => {
    const { token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const first = await signInOptions();
    expect((await signInWith(first.challenge_id, authenticator.signIn(first.options))).statusCode).toBe(200);
    const replay = await signInOptions();
    const refused = await signInWith(
      replay.challenge_id,
      authenticator.signIn(replay.options, { counter: authenticator.counter }),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Inloggen met deze passkey is niet gelukt');
  });

  it('refuses an answer signed for another challenge', async () => {
    const { token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const mine = await signInOptions();
    const other = await signInOptions();
    const refused = await signInWith(mine.challenge_id, authenticator.signIn(other.options));
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a challenge used once already, and one that is unknown', async () => {
    const { token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const started = await signInOptions();
    const response = authenticator.signIn(started.options);
    expect((await signInWith(started.challenge_id, response)).statusCode).toBe(200);
    const again = await signInWith(started.challenge_id, authenticator.signIn(started.options));
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('Het inloggen met een passkey duurde te lang. Probeer het opnieuw.');
    const unknown = await signInWith('00000000-0000-4000-8000-000000000000', response);
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses an expired challenge', async () => {
    const { token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const started = await signInOptions();
    clock.advance(6 * 60_000);
    const refused = await signInWith(started.challenge_id, authenticator.signIn(started.options));
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a passkey that was not verified by its user (it must count as both factors)', async () => {
    const { token } = await newMember();
    const authenticator = new SoftwareAuthenticator(ORIGIN, { userVerified: false });
    const started = await call('POST', '/api/v1/auth/passkeys/register/options', token);
    const added = await call('POST', '/api/v1/auth/passkeys/register', token, {
      response: authenticator.register(started.json().options),
    });
    expect(added.statusCode).toBe(201);
    const signInStarted = await signInOptions();
    const refused = await signInWith(signInStarted.challenge_id, authenticator.signIn(signInStarted.options));
    expect(refused.statusCode).toBe(401);
  });

  it('refuses an unknown credential and a malformed answer with 401, never a 500', async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    const started = await signInOptions();
    expect((await signInWith(started.challenge_id, stranger.signIn(started.options))).statusCode).toBe(401);
    const next = await signInOptions();
    const malformed = await signInWith(next.challenge_id, { id: 42, response: 'nee' });
    expect(malformed.statusCode).toBe(401);
  });

  it('signs a removed user in no more', async () => {
    const { user, token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const removed = await call('PATCH' as 'POST', `/api/v1/users/${user.id}`, tenant.adminToken, {
      deleted_at: clock.now().toISOString(),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const started = await signInOptions();
    const refused = await signInWith(started.challenge_id, authenticator.signIn(started.options));
    expect(refused.statusCode).toBe(401);
  });
});

describe("a company's demand for a second factor", () => {
  it('is met by a passkey: adding one lifts an enrolment-only session, and signing in with one is a whole session', async () => {
    const demanding = await createTenant(t.app, t.db);
    const demanded = await call(
      'PATCH' as 'POST',
      `/api/v1/companies/${demanding.company.id}/security`,
      demanding.adminToken,
      { require_2fa: true },
    );
    expect(demanded.statusCode, demanded.body).toBe(200);
    const user = await createUser(t.db, demanding.company);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(signedIn.json().enrolment_required).toBe(true);
    const token = signedIn.json().access_token;
    expect((await call('GET', '/app/sidebar/dossiers', token)).statusCode).toBe(403);

    const { authenticator } = await addPasskey(token);
    expect((await call('GET', '/app/sidebar/dossiers', token)).statusCode).toBe(200);

    const started = await signInOptions();
    const withPasskey = await signInWith(started.challenge_id, authenticator.signIn(started.options));
    expect(withPasskey.statusCode).toBe(200);
    expect(withPasskey.json()).not.toHaveProperty('enrolment_required');
    expect((await call('GET', '/app/sidebar/dossiers', withPasskey.json().access_token)).statusCode).toBe(
      200,
    );
  });

  it('shows a passkey sign-in among the sessions, with its device', async () => {
    const { token } = await newMember();
    const { authenticator } = await addPasskey(token);
    const started = await signInOptions();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/passkeys/login',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
      payload: { challenge_id: started.challenge_id, response: authenticator.signIn(started.options) },
    });
    const sessions = await call('GET', '/api/v1/auth/sessions', signedIn.json().access_token);
    const current = sessions.json().sessions.find((session: { current: boolean }) => session.current);
    expect(current.device).toMatch(/Chrome/);
  });
});

describe('removing a passkey', () => {
  it('removes one’s own passkey, which then signs in no more', async () => {
    const { token } = await newMember();
    const { authenticator, passkey } = await addPasskey(token);
    expect((await call('DELETE', `/api/v1/auth/passkeys/${passkey.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/auth/passkeys', token)).json().passkeys).toEqual([]);
    const started = await signInOptions();
    expect((await signInWith(started.challenge_id, authenticator.signIn(started.options))).statusCode).toBe(
      401,
    );
  });

  it("answers 404 for another user's passkey, also to an admin of that company", async () => {
    const { token } = await newMember();
    const { passkey } = await addPasskey(token);
    const other = await createTenant(t.app, t.db);
    expect((await call('DELETE', `/api/v1/auth/passkeys/${passkey.id}`, tenant.memberToken)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/v1/auth/passkeys/${passkey.id}`, tenant.adminToken)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/v1/auth/passkeys/${passkey.id}`, other.adminToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/v1/auth/passkeys', token)).json().passkeys).toHaveLength(1);
  });
});

describe('the sign-in limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      rateLimits: {
        login: { perAddress: { max: 10, windowMs: 60_000 }, perIp: { max: 3, windowMs: 60_000 } },
      },
    });
  });
  afterAll(async () => limited?.close());

  it('counts failed passkey sign-ins toward the IP’s limit', async () => {
    const company = await createCompany(limited.db);
    await createUser(limited.db, company);
    const stranger = new SoftwareAuthenticator(ORIGIN);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const started = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/passkeys/login/options',
      });
      const { options, challenge_id } = started.json();
      const answer = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/passkeys/login',
        payload: { challenge_id, response: stranger.signIn(options) },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
