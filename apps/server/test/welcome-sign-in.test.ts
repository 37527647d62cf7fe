import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../src/auth/one-time-tokens.ts';
import {
  bearer,
  createCompany,
  createUser,
  uniqueEmail,
  uniqueRegistrationNumber,
} from './support/factories.ts';
import { linkIn } from './support/mailbox.ts';
import { enrolApp } from './support/second-factor.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

/**
 * Issue 25, item 1: the welcome link of a new company's admin (and of an invited colleague) sets the password and
 * signs in, as a login does; a reset link keeps its answer; a used or expired link refuses and changes nothing.
 */
const clock = new TestClock(new Date('2026-12-01T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'welkom-wachtwoord-1';

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

const confirm = (token: string | null, newPassword = NEW_PASSWORD) =>
  post('/api/v1/auth/password-reset/confirm', { token, new_password: newPassword });

/** Registers a company; returns its admin's address, id and the token of the welcome mail's link. */
async function registerCompany() {
  const email = uniqueEmail('welkom');
  const response = await post('/api/v1/companies/register', {
    company: { name: 'Aannemer Welkom', registrationNumber: uniqueRegistrationNumber() },
    user: { email, firstName: 'Wim', lastName: 'Welkom' },
  });
  expect(response.statusCode).toBe(201);
  const mail = await t.mailbox.waitFor(email, /Welkom bij Dossiers/);
  const token = linkIn(mail, '/reset-password').searchParams.get('token');
  return { email, userId: response.json().user.id as string, token };
}

const sessionsOf = async (userId: string) =>
  (await t.db.selectFrom('sessions').select(['id', 'enrolment_only']).where('user_id', '=', userId).execute())
    .length;

const passwordHashOf = async (userId: string) =>
  (await t.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
    .password_hash;

describe('the welcome link signs in', () => {
  it('answers a bearer session with the password set, which opens the app at once', async () => {
    const admin = await registerCompany();
    const response = await confirm(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Je wachtwoord is ingesteld. Je bent ingelogd.',
      access_token: expect.any(String),
      token_type: 'bearer',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(response.json().access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: admin.email, role: 'admin' });
    expect(await sessionsOf(admin.userId)).toBe(1);
    const login = await post('/api/v1/auth/login', { email: admin.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('signs an invited colleague in too', async () => {
    const admin = await registerCompany();
    const session = (await confirm(admin.token)).json().access_token as string;
    const colleague = uniqueEmail('collega');
    const invite = await post(
      '/api/v1/users',
      { email: colleague, role: 'user', first_name: 'Cor', last_name: 'Collega' },
      session,
    );
    expect(invite.statusCode).toBe(201);
    const token = linkIn(
      await t.mailbox.waitFor(colleague, /uitgenodigd/),
      '/reset-password',
    ).searchParams.get('token');
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
  });

  it('gives only an enrolment session when the company demands a second factor', async () => {
    const admin = await registerCompany();
    await t.db
      .updateTable('companies')
      .set({ require_2fa: true })
      .where(
        'id',
        '=',
        (
          await t.db
            .selectFrom('users')
            .select('company_id')
            .where('id', '=', admin.userId)
            .executeTakeFirstOrThrow()
        ).company_id,
      )
      .execute();
    const response = await confirm(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'bearer', enrolment_required: true });
    const token = response.json().access_token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const users = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: bearer(token) });
    expect(users.statusCode).toBe(403);
    expect(users.json()).toMatchObject({ code: 'second_factor_required' });
  });

  it('does not sign in a user who already has an authenticator app: they log in with both steps', async () => {
    const admin = await registerCompany();
    const session = (await confirm(admin.token)).json().access_token as string;
    await enrolApp(t.app, clock, session);
    const again = await issueOneTimeToken(t.db, {
      userId: admin.userId,
      purpose: 'invite',
      now: clock.now(),
    });
    const response = await confirm(again, 'nog-een-wachtwoord');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Je wachtwoord is bijgewerkt.' });
    expect(await sessionsOf(admin.userId)).toBe(0);
  });

  it('keeps a reset link answering its detail alone, without a session', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    await post('/api/v1/auth/password-reset', { email: user.email });
    const token = linkIn(
      await t.mailbox.waitFor(user.email, /wachtwoord/i),
      '/reset-password',
    ).searchParams.get('token');
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Je wachtwoord is bijgewerkt.' });
    expect(await sessionsOf(user.id)).toBe(0);
  });
});

describe('a spent welcome link', () => {
  it('refuses a used link with a Dutch 400 and changes neither the password nor the sessions', async () => {
    const admin = await registerCompany();
    expect((await confirm(admin.token)).statusCode).toBe(200);
    const hash = await passwordHashOf(admin.userId);
    const again = await confirm(admin.token, 'een-ander-wachtwoord');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    expect(again.json().access_token).toBeUndefined();
    expect(await passwordHashOf(admin.userId)).toBe(hash);
    expect(await sessionsOf(admin.userId)).toBe(1);
  });

  it('refuses an expired link with a Dutch 400: no password, no session', async () => {
    const admin = await registerCompany();
    clock.advance(8 * 24 * 60 * 60 * 1000);
    const response = await confirm(admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    const hash = await passwordHashOf(admin.userId);
    expect(hash).toBeNull();
    expect(await sessionsOf(admin.userId)).toBe(0);
    const login = await post('/api/v1/auth/login', { email: admin.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(401);
  });
});
