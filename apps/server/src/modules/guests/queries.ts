import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * A member of a dossier with what the guest rules (policies/guests.ts) decide by and what lines and mails name;
 * undefined when the user never was a member or left their company.
 */
export async function guestAccessOf(db: Db, dossierId: string, userId: string) {
  return db
    .selectFrom('dossier_users')
    .innerJoin('users', 'users.id', 'dossier_users.user_id')
    .select([
      'dossier_users.dossier_id',
      'dossier_users.user_id',
      'dossier_users.company_id',
      'dossier_users.status',
      'dossier_users.token_expires_at',
      'dossier_users.invited_by_company_id',
      'dossier_users.extension_requested_at',
      'users.id',
      'users.role',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.name_given_at',
    ])
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.user_id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type GuestMember = NonNullable<Awaited<ReturnType<typeof guestAccessOf>>>;

/** The memberships a live guest by this address still has (a new link by e-mail reaches each dossier). */
export async function guestMembershipsByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('dossier_users', 'dossier_users.user_id', 'users.id')
    .select(['users.id as user_id', 'dossier_users.dossier_id'])
    .where('users.email', '=', email)
    .where('users.deleted_at', 'is', null)
    .where('users.role', '=', 'viewer')
    .where('dossier_users.status', '=', 'active')
    .where('dossier_users.token_expires_at', 'is not', null)
    .orderBy('dossier_users.dossier_id')
    .execute();
}

/** The dossier row, locked for the rest of the transaction: guest changes of one dossier happen one at a time. */
export async function lockDossier(trx: Db, dossierId: string) {
  return trx
    .selectFrom('dossiers')
    .select(['id', 'title', 'status'])
    .where('id', '=', dossierId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The live colleagues of the inviting company in the dossier: who hears a guest's extension request. */
export async function invitingMembers(db: Db, dossierId: string, companyId: string | null) {
  if (!companyId) return [];
  return db
    .selectFrom('dossier_users')
    .innerJoin('users', 'users.id', 'dossier_users.user_id')
    .select(['users.email', 'users.first_name'])
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.company_id', '=', companyId)
    .where('dossier_users.status', '=', 'active')
    .where('users.deleted_at', 'is', null)
    .where('users.role', '!=', 'viewer')
    .orderBy('users.email')
    .execute();
}

/** Who invited a guest into the dossier: the person (null for older invites) and their company; null for a colleague. */
export async function inviterOf(db: Db, dossierId: string, userId: string) {
  return db
    .selectFrom('dossier_users')
    .innerJoin('companies', 'companies.id', 'dossier_users.invited_by_company_id')
    .leftJoin('users as inviter', 'inviter.id', 'dossier_users.invited_by_user_id')
    .select(['inviter.first_name', 'inviter.last_name', 'companies.name as company_name'])
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.user_id', '=', userId)
    .executeTakeFirst();
}

/** The dossier a magic link was made out for, whether or not it was used or has ended. */
export async function dossierOfLink(db: Db, tokenHash: string) {
  const link = await db
    .selectFrom('one_time_tokens')
    .select('dossier_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', 'magic_link')
    .executeTakeFirst();
  return link?.dossier_id ?? null;
}
