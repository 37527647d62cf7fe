import type { Role } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Db } from '../../src/db/connection.ts';
import type { Company, User } from '../../src/db/schema.ts';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | null = null;
let sequence = Math.floor(Math.random() * 1_000_000);

const next = () => {
  sequence += 1;
  return sequence;
};

export const uniqueRegistrationNumber = () => String(10_000_000 + ((next() * 7919) % 89_999_999));
export const uniqueEmail = (name = 'user') => `${name}.${next()}@example.test`;

export async function createCompany(
  db: Db,
  overrides: Partial<Pick<Company, 'name' | 'city' | 'is_meru_client'>> = {},
) {
  return db
    .insertInto('companies')
    .values({
      name: overrides.name ?? `Bedrijf ${next()}`,
      registration_number: uniqueRegistrationNumber(),
      city: overrides.city ?? 'Utrecht',
      is_meru_client: overrides.is_meru_client ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createUser(
  db: Db,
  company: Company,
  overrides: { role?: Role; email?: string; firstName?: string } = {},
) {
  passwordHash ??= hashPassword(PASSWORD);
  return db
    .insertInto('users')
    .values({
      company_id: company.id,
      email: overrides.email ?? uniqueEmail(),
      first_name: overrides.firstName ?? 'Jan',
      last_name: 'Jansen',
      role: overrides.role ?? 'user',
      password_hash: await passwordHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function signIn(
  app: FastifyInstance,
  user: Pick<User, 'email'>,
  password = PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A company with a signed-in admin and a signed-in regular user. */
export async function createTenant(
  app: FastifyInstance,
  db: Db,
  overrides: { is_meru_client?: boolean } = {},
) {
  const company = await createCompany(db, overrides);
  const admin = await createUser(db, company, { role: 'admin' });
  const member = await createUser(db, company, { role: 'user' });
  return {
    company,
    admin,
    member,
    adminToken: await signIn(app, admin),
    memberToken: await signIn(app, member),
  };
}

export type Tenant = Awaited<ReturnType<typeof createTenant>>;

/** The tenant's admin and member sign in again: the test moved the clock past their sessions' end (30 days). */
export async function signInAgain(app: FastifyInstance, tenant: Tenant) {
  tenant.adminToken = await signIn(app, tenant.admin);
  tenant.memberToken = await signIn(app, tenant.member);
}
