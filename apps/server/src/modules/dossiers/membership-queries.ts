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
