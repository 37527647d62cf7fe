import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, uniqueRegistrationNumber } from './support/factories.ts';
import {
  callsAs,
  companySecrets,
  createExternalCompany,
  createRelation,
  createTenantWithViewer,
  expectRefusal,
} from './support/relation-factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const externalPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grondverzet Van Dijk',
  registration_number: uniqueRegistrationNumber(),
  city: 'Zwolle',
  status: 'active',
  is_meru_client: false,
  ...overrides,
});

describe('POST /api/v1/companies (external company)', () => {
  it('registers an external company, active and never a client, and returns its id and registration number', async () => {
    const { adminToken } = await createTenantWithViewer(t.app, t.db);
    const payload = externalPayload({ is_meru_client: true });
    const response = await callsAs(t.app, adminToken).post('/api/v1/companies', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Grondverzet Van Dijk',
      registration_number: payload.registration_number,
      city: 'Zwolle',
      status: 'active',
      is_meru_client: false,
    });
    const stored = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored.is_meru_client).toBe(false);
    expect(await t.db.selectFrom('users').select('id').where('company_id', '=', body.id).execute()).toEqual(
      [],
    );
  });

  it('accepts a payload with only name and registration number', async () => {
    const { adminToken } = await createTenantWithViewer(t.app, t.db);
    const response = await callsAs(t.app, adminToken).post('/api/v1/companies', {
      name: 'Zonder Plaats',
      registration_number: uniqueRegistrationNumber(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().city).toBeNull();
  });

  it('refuses a registration number that is already registered, by a client or externally, on body.registration_number', async () => {
    const { adminToken } = await createTenantWithViewer(t.app, t.db);
    const client = await createCompany(t.db);
    const external = await createExternalCompany(t.db);
    for (const taken of [client.registration_number, external.registration_number]) {
      const response = await callsAs(t.app, adminToken).post(
        '/api/v1/companies',
        externalPayload({ registration_number: taken }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ['body', 'registration_number'],
          msg: 'Dit KvK-nummer is al geregistreerd',
          type: 'value_error',
        },
      ]);
      expect(response.body).not.toContain(client.name);
    }
  });

  it('refuses invalid fields with a 422 naming each location, and stores nothing', async () => {
    const { adminToken } = await createTenantWithViewer(t.app, t.db);
    const response = await callsAs(t.app, adminToken).post('/api/v1/companies', {
      name: 'X',
      registration_number: '1234567',
      city: 'x'.repeat(65),
      status: 'inactive',
    });
    expect(response.statusCode).toBe(422);
    const locations = response.json().detail.map((issue: { loc: string[] }) => issue.loc.join('.'));
    expect(locations).toEqual(
      expect.arrayContaining(['body.name', 'body.registration_number', 'body.city', 'body.status']),
    );
    const numberIssue = response
      .json()
      .detail.find((issue: { loc: string[] }) => issue.loc[1] === 'registration_number');
    expect(numberIssue.msg).toBe('must be exactly 8 digits');
    expect(await t.db.selectFrom('companies').select('id').where('name', '=', 'X').execute()).toEqual([]);
  });

  it('lets only admins register an external company', async () => {
    const tenant = await createTenantWithViewer(t.app, t.db);
    for (const token of [tenant.memberToken, tenant.viewerToken]) {
      expectRefusal(await callsAs(t.app, token).post('/api/v1/companies', externalPayload()), 403);
    }
    expectRefusal(await callsAs(t.app, null).post('/api/v1/companies', externalPayload()), 401);
  });
});

describe('GET /api/v1/companies/{id}/users', () => {
  const namesOf = (users: Array<{ full_name: string }>) => users.map((user) => user.full_name).sort();

  async function companyWithEveryKindOfUser() {
    const tenant = await createTenantWithViewer(t.app, t.db);
    const removed = await createUser(t.db, tenant.company, { firstName: 'Weg' });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', removed.id).execute();
    return tenant;
  }

  it('lists the own company without viewers and removed users', async () => {
    const tenant = await companyWithEveryKindOfUser();
    const response = await callsAs(t.app, tenant.memberToken).get(
      `/api/v1/companies/${tenant.company.id}/users`,
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([tenant.admin.id, tenant.member.id].sort());
    expect(response.json()[0].company).toMatchObject({ id: tenant.company.id, name: tenant.company.name });
  });

  it('lists a company in an active relation, whichever side asked', async () => {
    const own = await createTenantWithViewer(t.app, t.db);
    const partner = await companyWithEveryKindOfUser();
    await createRelation(t.db, partner.company, own.company, 'active');
    const response = await callsAs(t.app, own.memberToken).get(
      `/api/v1/companies/${partner.company.id}/users`,
    );
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json())).toEqual(['Jan Jansen', 'Jan Jansen']);
    expect(
      response
        .json()
        .map((user: { role: string }) => user.role)
        .sort(),
    ).toEqual(['admin', 'user']);
  });

  it.each(['pending', 'inactive', 'none'] as const)(
    'answers 404, naming nothing, for a company whose relation is %s',
    async (state) => {
      const own = await createTenantWithViewer(t.app, t.db);
      const other = await companyWithEveryKindOfUser();
      if (state !== 'none') await createRelation(t.db, own.company, other.company, state);
      const response = await callsAs(t.app, own.adminToken).get(
        `/api/v1/companies/${other.company.id}/users`,
      );
      expectRefusal(response, 404, ...companySecrets(other.company), other.admin.email, other.member.email);
    },
  );

  it('answers 404 for an unknown company and 403 for viewers', async () => {
    const own = await createTenantWithViewer(t.app, t.db);
    expectRefusal(
      await callsAs(t.app, own.adminToken).get(
        '/api/v1/companies/00000000-0000-4000-8000-000000000000/users',
      ),
      404,
    );
    expectRefusal(
      await callsAs(t.app, own.viewerToken).get(`/api/v1/companies/${own.company.id}/users`),
      403,
    );
  });
});
