import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/connection.ts';
import type { Company, Relation } from '../../src/db/schema.ts';
import { bearer, createCompany, createTenant, createUser, signIn } from './factories.ts';

export type Tenant = Awaited<ReturnType<typeof createTenantWithViewer>>;

/** A client company with a signed-in admin, regular user and viewer (an external guest account). */
export async function createTenantWithViewer(app: FastifyInstance, db: Db, name?: string) {
  const tenant = await createTenant(app, db);
  if (name) await db.updateTable('companies').set({ name }).where('id', '=', tenant.company.id).execute();
  const viewer = await createUser(db, tenant.company, { role: 'viewer' });
  return { ...tenant, viewer, viewerToken: await signIn(app, viewer) };
}

export const createExternalCompany = (db: Db, name?: string) =>
  createCompany(db, { name, is_meru_client: false });

/** A relation stored directly, for tests that start from a given state. */
export async function createRelation(
  db: Db,
  requester: Pick<Company, 'id'>,
  target: Pick<Company, 'id'>,
  status: Relation['status'] = 'pending',
): Promise<Relation> {
  return db
    .insertInto('relations')
    .values({ requester_company_id: requester.id, target_company_id: target.id, status })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findRelation(db: Db, relationId: string) {
  return db.selectFrom('relations').selectAll().where('id', '=', relationId).executeTakeFirst();
}

/** One signed-in call: `as(token).post(url, payload)`. */
export function callsAs(app: FastifyInstance, token: string | null) {
  const send = (method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
  };
}

/** A refusal is a bare `{detail}` that names nothing of the other companies involved. */
export function expectRefusal(response: LightMyRequestResponse, status: number, ...secrets: string[]) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['detail']);
  for (const secret of secrets) expect(response.body).not.toContain(secret);
}

export const companySecrets = (company: Company) => [company.id, company.name, company.registration_number];
