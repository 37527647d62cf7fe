import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function findLiveUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Live colleagues of a company, oldest account first (the users screen). */
export async function liveUsersOf(db: Db, companyId: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Live users of these companies who can be picked for a dossier, by name: guests are reached by magic link. */
export function pickableUsersOf(db: Db, companyIds: string[]) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', 'in', companyIds)
    .where('deleted_at', 'is', null)
    .where('role', '<>', 'viewer')
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id');
}

/** The colleagues (not guests) of these companies: who hears of a change of a relation between them. */
export async function colleagueIdsOf(db: Db, companyIds: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', 'in', companyIds)
    .where('deleted_at', 'is', null)
    .where('role', '!=', 'viewer')
    .execute();
  return rows.map((row) => row.id);
}

/** The live admins of these companies: who hears of a change that concerns their company's payments. */
export async function liveAdminsOf(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'company_id'])
    .where('company_id', 'in', companyIds)
    .where('deleted_at', 'is', null)
    .where('role', '=', 'admin')
    .orderBy('email')
    .execute();
}
