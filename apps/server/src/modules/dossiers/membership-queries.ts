import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Active membership counts only while a guest's access has not expired. */
const accessValid = sql<boolean>`(dossier_users.token_expires_at is null or dossier_users.token_expires_at > now())`;

export async function activeMembership(db: Db, dossierId: string, userId: string) {
  return db
    .selectFrom('dossier_users')
    .selectAll()
    .where('dossier_id', '=', dossierId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where(accessValid)
    .executeTakeFirst();
}

export async function activeDossierIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('dossier_users')
    .select('dossier_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where(accessValid)
    .execute();
  return rows.map((row) => row.dossier_id);
}

/** The active membership with its dossier's status, in one query: what sending and reading messages need. */
export async function activeMembershipWithStatus(db: Db, dossierId: string, userId: string) {
  return db
    .selectFrom('dossier_users')
    .innerJoin('dossiers', 'dossiers.id', 'dossier_users.dossier_id')
    .select(['dossier_users.user_id', 'dossiers.status'])
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.user_id', '=', userId)
    .where('dossier_users.status', '=', 'active')
    .where(accessValid)
    .executeTakeFirst();
}
