import { type Kysely, type RawBuilder, sql } from 'kysely';
import { executePrepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * A membership row counts only while a guest's access has not ended at `now`, the rule clock's moment (never the
 * database's own clock, so the SQL and the policies' accessEnded judge the same moment); `now` is the moment, or the
 * parameter that holds it in a statement compiled once (the search).
 */
export const accessValidAt = (now: Date | RawBuilder<unknown>) =>
  sql<boolean>`(dossier_users.token_expires_at is null or dossier_users.token_expires_at > ${now})`;

/** A condition for a query on a dossier's rows: the user is an active member at `now` (folds the access check in). */
export const isActiveMember = (dossierId: string, userId: string, now: Date) => sql<boolean>`exists (
  select 1 from dossier_users
  where dossier_users.dossier_id = ${dossierId} and dossier_users.user_id = ${userId}
    and dossier_users.status = 'active' and ${accessValidAt(now)})`;

/** The user's active membership of the dossier at `now`, or undefined: what every read and change of it starts from. */
export async function activeMembership(db: Db, dossierId: string, userId: string, now: Date) {
  return db
    .selectFrom('dossier_users')
    .selectAll()
    .where('dossier_id', '=', dossierId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where(accessValidAt(now))
    .executeTakeFirst();
}

/**
 * How far the user had read the dossier (read_seq) while an active member at `now`; undefined for anyone else. Read
 * beside every chat page, so prepared like the pages (db/prepared.ts).
 */
export async function readSeqOf(db: Db, dossierId: string, userId: string, now: Date) {
  const [row] = await executePrepared(
    db,
    db
      .selectFrom('dossier_users')
      .select('dossier_users.read_seq')
      .where('dossier_users.dossier_id', '=', dossierId)
      .where('dossier_users.user_id', '=', userId)
      .where('dossier_users.status', '=', 'active')
      .where(accessValidAt(now)),
  );
  return row === undefined ? undefined : Number(row.read_seq);
}

/**
 * The user's active memberships with a guest's access end, whatever the time: the live connection receives those
 * still open and times the end of a guest's access itself.
 */
export async function activeMembershipsOf(db: Db, userId: string) {
  return db
    .selectFrom('dossier_users')
    .select(['dossier_id', 'token_expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .execute();
}

/** The active membership at `now` with its dossier's status in one query: why a send stored nothing, for instance. */
export async function membershipWithDossierStatus(db: Db, dossierId: string, userId: string, now: Date) {
  return db
    .selectFrom('dossier_users')
    .innerJoin('dossiers', 'dossiers.id', 'dossier_users.dossier_id')
    .select(['dossier_users.user_id', 'dossiers.status'])
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.user_id', '=', userId)
    .where('dossier_users.status', '=', 'active')
    .where(accessValidAt(now))
    .executeTakeFirst();
}

/** The user's membership row whatever its state: to tell a returning member from a new one. */
export async function membershipOf(db: Db, dossierId: string, userId: string) {
  return db
    .selectFrom('dossier_users')
    .selectAll()
    .where('dossier_id', '=', dossierId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** How many members of a company are still in the dossier (removed colleagues do not stay for the company). */
export async function activeMembersOfCompany(db: Db, dossierId: string, companyId: string): Promise<number> {
  const { count } = await db
    .selectFrom('dossier_users')
    .innerJoin('users', 'users.id', 'dossier_users.user_id')
    .select(({ fn }) => fn.countAll<string>().as('count'))
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.company_id', '=', companyId)
    .where('dossier_users.status', '=', 'active')
    .where('users.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}
