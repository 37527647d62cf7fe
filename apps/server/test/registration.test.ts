import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, uniqueEmail, uniqueRegistrationNumber } from './support/factories.ts';
import { linkIn } from './support/mailbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const registration = (
  overrides: { name?: string; number?: string; email?: string; firstName?: string } = {},
) => ({
  company: {
    name: overrides.name ?? 'Bouwbedrijf Test',
    registrationNumber: overrides.number ?? uniqueRegistrationNumber(),
  },
  user: {
    email: overrides.email ?? uniqueEmail('admin'),
    firstName: overrides.firstName ?? 'Anna',
    lastName: 'de Vries',
  },
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/companies/register', payload: payload as object });

describe('POST /api/v1/companies/register', () => {
  it('registers a client company with its admin and mails a set-password link that signs them in', async () => {
    const payload = registration();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.company).toMatchObject({ name: 'Bouwbedrijf Test', is_meru_client: true, status: 'active' });
    expect(body.user).toMatchObject({ email: payload.user.email, role: 'admin', full_name: 'Anna de Vries' });

    const mail = await t.mailbox.waitFor(payload.user.email, /Welkom/);
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('http://app.test');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { token: link.searchParams.get('token'), new_password: 'een-goed-wachtwoord' },
    });
    expect(confirm.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: payload.user.email.toUpperCase(), password: 'een-goed-wachtwoord' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token_type: 'bearer' });
  });

  it('refuses every invalid field with a 422 naming its location, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('companies')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await register({
      company: { name: 'A', registrationNumber: '1234' },
      user: { email: 'geen-adres', firstName: 'J', lastName: 'x'.repeat(33) },
    });
    expect(response.statusCode).toBe(422);
    const locations = response.json().detail.map((issue: { loc: string[] }) => issue.loc.join('.'));
    expect(locations).toEqual(
      expect.arrayContaining([
        'body.company.name',
        'body.company.registrationNumber',
        'body.user.email',
        'body.user.firstName',
        'body.user.lastName',
      ]),
    );
    const numberIssue = response
      .json()
      .detail.find((issue: { loc: string[] }) => issue.loc.includes('registrationNumber'));
    expect(numberIssue.msg).toBe('must be exactly 8 digits');
    const after = await t.db
      .selectFrom('companies')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a registration number that is already registered, on that field', async () => {
    const existing = await createCompany(t.db);
    const response = await register(registration({ number: existing.registration_number }));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'company', 'registrationNumber']);
  });

  it('refuses an e-mail address that already has an account, on that field, whatever its case', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const response = await register(registration({ email: user.email.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'user', 'email']);
    const companies = await t.db.selectFrom('companies').select('id').where('name', '=', 'Dubbel').execute();
    expect(companies).toHaveLength(0);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"company":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });
});
