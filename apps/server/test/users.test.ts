import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, signIn, uniqueEmail } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { linkIn } from './support/mailbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = callerFor(() => t.app);

describe('GET /api/v1/users/me', () => {
  it('answers the signed-in user with their company', async () => {
    const tenant = await createTenant(t.app, t.db);
    const response = await call('GET', '/api/v1/users/me', tenant.memberToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: tenant.member.id,
      role: 'user',
      company_id: tenant.company.id,
      company: { id: tenant.company.id, name: tenant.company.name, is_meru_client: true },
      status: 'active',
    });
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/users/me', 'onzin')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/users', () => {
  it('lists only the own company users, for an admin', async () => {
    const tenant = await createTenant(t.app, t.db);
    const other = await createTenant(t.app, t.db);
    const response = await call('GET', '/api/v1/admin/users', tenant.adminToken);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((user: { id: string }) => user.id);
    expect(ids).toEqual([tenant.admin.id, tenant.member.id]);
    expect(ids).not.toContain(other.admin.id);
  });

  it('refuses a regular user with 403', async () => {
    const tenant = await createTenant(t.app, t.db);
    expect((await call('GET', '/api/v1/admin/users', tenant.memberToken)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/users (invite)', () => {
  it('invites a colleague who sets a password from the mail and signs in', async () => {
    const tenant = await createTenant(t.app, t.db);
    const email = uniqueEmail('collega');
    const response = await call('POST', '/api/v1/users', tenant.adminToken, {
      email,
      role: 'user',
      first_name: 'Piet',
      last_name: 'Pietersen',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      role: 'user',
      company_id: tenant.company.id,
      full_name: 'Piet Pietersen',
    });

    const mail = await t.mailbox.waitFor(email, /uitgenodigd/);
    expect(mail.text).toContain(tenant.company.name);
    const token = linkIn(mail, '/reset-password').searchParams.get('token');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { token, new_password: 'collega-wachtwoord' },
    });
    expect(confirm.statusCode).toBe(200);
    await expect(signIn(t.app, { email }, 'collega-wachtwoord')).resolves.toEqual(expect.any(String));
  });

  it('defaults the role to user', async () => {
    const tenant = await createTenant(t.app, t.db);
    const response = await call('POST', '/api/v1/users', tenant.adminToken, { email: uniqueEmail() });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('user');
  });

  it('refuses an address that already has an account, on the email field', async () => {
    const tenant = await createTenant(t.app, t.db);
    const other = await createTenant(t.app, t.db);
    const response = await call('POST', '/api/v1/users', tenant.adminToken, { email: other.member.email });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'email']);
  });

  it('refuses a viewer role, a bad address, and a regular user inviting', async () => {
    const tenant = await createTenant(t.app, t.db);
    const viewer = await call('POST', '/api/v1/users', tenant.adminToken, {
      email: uniqueEmail(),
      role: 'viewer',
    });
    expect(viewer.statusCode).toBe(422);
    expect(viewer.json().detail[0].loc).toEqual(['body', 'role']);
    const badEmail = await call('POST', '/api/v1/users', tenant.adminToken, { email: 'geen adres' });
    expect(badEmail.statusCode).toBe(422);
    expect(
      (await call('POST', '/api/v1/users', tenant.memberToken, { email: uniqueEmail() })).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/v1/users/{id} (remove)', () => {
  const removal = () => ({ deleted_at: new Date().toISOString() });

  it('removes a colleague: out of the list, and their session stops working at once', async () => {
    const tenant = await createTenant(t.app, t.db);
    const response = await call('PATCH', `/api/v1/users/${tenant.member.id}`, tenant.adminToken, removal());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: tenant.member.id, status: 'removed' });
    expect((await call('GET', '/api/v1/users/me', tenant.memberToken)).statusCode).toBe(401);
    const list = await call('GET', '/api/v1/admin/users', tenant.adminToken);
    expect(list.json().map((user: { id: string }) => user.id)).not.toContain(tenant.member.id);
    await expect(signIn(t.app, tenant.member)).rejects.toThrow();
  });

  it('answers 404 to an admin of another company, and changes nothing', async () => {
    const tenant = await createTenant(t.app, t.db);
    const other = await createTenant(t.app, t.db);
    const response = await call('PATCH', `/api/v1/users/${tenant.member.id}`, other.adminToken, removal());
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(tenant.member.email);
    expect((await call('GET', '/api/v1/users/me', tenant.memberToken)).statusCode).toBe(200);
  });

  it('refuses a regular user with 403 and an admin removing themselves with 403', async () => {
    const tenant = await createTenant(t.app, t.db);
    expect(
      (await call('PATCH', `/api/v1/users/${tenant.admin.id}`, tenant.memberToken, removal())).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/v1/users/${tenant.admin.id}`, tenant.adminToken, removal())).statusCode,
    ).toBe(403);
  });

  it('refuses a malformed id or body with 422', async () => {
    const tenant = await createTenant(t.app, t.db);
    const badId = await call('PATCH', '/api/v1/users/geen-uuid', tenant.adminToken, removal());
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail[0].loc).toEqual(['path', 'id']);
    const badBody = await call('PATCH', `/api/v1/users/${tenant.member.id}`, tenant.adminToken, {
      deleted_at: 'gisteren',
    });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json().detail[0].loc).toEqual(['body', 'deleted_at']);
  });
});
