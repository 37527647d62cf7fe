import { type Kysely, type NotNull, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accessValidAt } from '../membership/index.ts';
import type { CloseRequestRow, MemberRow, SidebarRow } from './presenter.ts';

type Db = Kysely<Database>;

/**
 * The user's dossiers at `now` (a guest's ended access is not listed), newest activity first: one membership row
 * joined to one dossier row each. Unread is last_seq - read_seq, kept by every message's transaction, so nothing is
 * counted here.
 */
export async function sidebarRows(db: Db, userId: string, now: Date, limit?: number): Promise<SidebarRow[]> {
  let query = db
    .selectFrom('dossier_users')
    .innerJoin('dossiers', 'dossiers.id', 'dossier_users.dossier_id')
    .select([
      'dossiers.id',
      'dossiers.title',
      'dossiers.status',
      'dossiers.last_message_at',
      'dossiers.last_message_preview',
      'dossiers.last_message_sender',
      'dossiers.last_seq',
      'dossier_users.read_seq',
    ])
    .where('dossier_users.user_id', '=', userId)
    .where('dossier_users.status', '=', 'active')
    .where(accessValidAt(now))
    .orderBy(sql`coalesce(dossiers.last_message_at, dossiers.created_at)`, 'desc')
    .orderBy('dossiers.id');
  if (limit) query = query.limit(limit);
  return query.execute();
}

/**
 * Who asked to close the dossier, and when (issue 24): the company and the user by name, the user gone (null) once
 * their account is deleted. Undefined when nobody asked.
 */
export async function closeRequestOf(db: Db, dossierId: string): Promise<CloseRequestRow | undefined> {
  return db
    .selectFrom('dossiers')
    .innerJoin('companies', 'companies.id', 'dossiers.close_requested_by_company_id')
    .leftJoin('users', 'users.id', 'dossiers.close_requested_by_user_id')
    .select([
      'companies.id as company_id',
      'companies.name as company_name',
      'users.id as user_id',
      'users.first_name as user_first_name',
      'users.last_name as user_last_name',
      'dossiers.close_requested_at as requested_at',
    ])
    .where('dossiers.id', '=', dossierId)
    .where('dossiers.close_requested_at', 'is not', null)
    .$narrowType<{ requested_at: NotNull }>()
    .executeTakeFirst();
}

/** Every member of the dossier (removed ones too), with their company, for the dossier data modal. */
export async function dossierMembers(db: Db, dossierId: string): Promise<MemberRow[]> {
  return membersQuery(db, dossierId).orderBy('dossier_users.created_at').execute();
}

/** One member of the dossier, as the dossier data presents them (e.g. right after adding them). */
export async function dossierMember(db: Db, dossierId: string, userId: string): Promise<MemberRow> {
  return membersQuery(db, dossierId).where('dossier_users.user_id', '=', userId).executeTakeFirstOrThrow();
}

function membersQuery(db: Db, dossierId: string) {
  return db
    .selectFrom('dossier_users')
    .innerJoin('users', 'users.id', 'dossier_users.user_id')
    .innerJoin('companies', 'companies.id', 'dossier_users.company_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.role',
      'dossier_users.company_id',
      'companies.name as company_name',
      // A user removed from their company is no longer a member anywhere, whatever the membership row says.
      sql<
        MemberRow['status']
      >`case when users.deleted_at is null then dossier_users.status else 'removed' end`.as('status'),
      'dossier_users.token_expires_at',
      'dossier_users.invited_by_company_id',
    ])
    .where('dossier_users.dossier_id', '=', dossierId);
}

/** Colleagues and counterparty users who could join: live, not guests, not already active members. */
export async function availableUsers(db: Db, dossierId: string) {
  return db
    .selectFrom('users')
    .innerJoin('dossier_companies', 'dossier_companies.company_id', 'users.company_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.company_id',
      'companies.name as company_name',
    ])
    .where('dossier_companies.dossier_id', '=', dossierId)
    .where('users.deleted_at', 'is', null)
    .where('users.role', '!=', 'viewer')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dossier_users')
            .select('dossier_users.user_id')
            .whereRef('dossier_users.user_id', '=', 'users.id')
            .where('dossier_users.dossier_id', '=', dossierId)
            .where('dossier_users.status', '=', 'active'),
        ),
      ),
    )
    .orderBy('companies.name')
    .orderBy('users.first_name')
    .execute();
}
