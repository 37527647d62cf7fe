import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, PASSWORD, signIn, uniqueEmail } from './support/factories.ts';
import { linkIn } from './support/mailbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe('login', () => {
  it('answers a bearer access token for the right password, whatever the address case', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const response = await post('/api/v1/auth/login', {
      email: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
  });

  it('refuses a wrong password and an unknown address alike with 401', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const wrong = await post('/api/v1/auth/login', { email: user.email, password: 'verkeerd wachtwoord' });
    const unknown = await post('/api/v1/auth/login', { email: uniqueEmail(), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Ongeldig e-mailadres of wachtwoord' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires e-mail and password', async () => {
    const response = await post('/api/v1/auth/login', { email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((issue: { loc: string[] }) => issue.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });

  it('rate-limits attempts per address with 429', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post('/api/v1/auth/login', { email: user.email, password: 'fout' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await post('/api/v1/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(
      429,
    );
  });
});

describe('password reset', () => {
  it('answers 202 for known and unknown addresses alike, and mails only the known one', async () => {
    const user = await createUser(t.db, await createCompany(t.db), { firstName: 'Karin' });
    const known = await post('/api/v1/auth/password-reset', { email: user.email });
    const unknown = await post('/api/v1/auth/password-reset', { email: uniqueEmail('niemand') });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const mail = await t.mailbox.waitFor(user.email, /wachtwoord/i);
    expect(mail.text).toContain('Beste Karin');
  });

  it('sets the new password once: the link is single-use and ends existing sessions', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const oldSession = await signIn(t.app, user);
    await post('/api/v1/auth/password-reset', { email: user.email });
    const token = linkIn(
      await t.mailbox.waitFor(user.email, /wachtwoord/i),
      '/reset-password',
    ).searchParams.get('token');

    const confirm = await post('/api/v1/auth/password-reset/confirm', {
      token,
      new_password: 'nieuw-wachtwoord-1',
    });
    expect(confirm.statusCode).toBe(200);
    const again = await post('/api/v1/auth/password-reset/confirm', {
      token,
      new_password: 'nog-een-wachtwoord',
    });
    expect(again.statusCode).toBe(400);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(oldSession) });
    expect(me.statusCode).toBe(401);
    await expect(signIn(t.app, user, 'nieuw-wachtwoord-1')).resolves.toEqual(expect.any(String));
  });

  it('refuses an expired token and an unknown one with 400', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    await post('/api/v1/auth/password-reset', { email: user.email });
    const token = linkIn(
      await t.mailbox.waitFor(user.email, /wachtwoord/i),
      '/reset-password',
    ).searchParams.get('token');
    await t.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect(
      (await post('/api/v1/auth/password-reset/confirm', { token, new_password: 'nieuw-wachtwoord-1' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/v1/auth/password-reset/confirm', {
          token: 'onzin',
          new_password: 'nieuw-wachtwoord-1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a new password shorter than 8 characters on its field', async () => {
    const response = await post('/api/v1/auth/password-reset/confirm', { token: 'x', new_password: 'kort' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'new_password']);
  });
});

describe('password change', () => {
  it('accepts snake_case names and keeps the current session', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const token = await signIn(t.app, user);
    const response = await post(
      '/api/v1/auth/password-change',
      { current_password: PASSWORD, new_password: 'ander-wachtwoord' },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await expect(signIn(t.app, user, 'ander-wachtwoord')).resolves.toEqual(expect.any(String));
  });

  it('accepts camelCase names too', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const token = await signIn(t.app, user);
    const response = await post(
      '/api/v1/auth/password-change',
      { currentPassword: PASSWORD, newPassword: 'camel-wachtwoord' },
      token,
    );
    expect(response.statusCode).toBe(200);
    await expect(signIn(t.app, user, 'camel-wachtwoord')).resolves.toEqual(expect.any(String));
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const token = await signIn(t.app, user);
    const response = await post(
      '/api/v1/auth/password-change',
      { current_password: 'fout', new_password: 'ander-wachtwoord' },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'current_password']);
    await expect(signIn(t.app, user)).resolves.toEqual(expect.any(String));
  });

  it('requires a session', async () => {
    const response = await post('/api/v1/auth/password-change', {
      current_password: 'a',
      new_password: 'ander-wachtwoord',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('service endpoints', () => {
  it('reports health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/v1/companies/register'].post.requestBody).toBeDefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Niet gevonden' });
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
