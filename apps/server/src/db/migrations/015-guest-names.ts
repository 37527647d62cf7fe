import { type Kysely, sql } from 'kysely';

/**
 * Guests with a name (issue 25, item 3): a guest gives their name on the first visit (until then their name is
 * the part of the address before the @), and the dossier tells them which person invited them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the user gave their own name; null for a guest still named after their address.
  await sql`alter table users add column name_given_at timestamptz`.execute(db);
  // A guest's: the person who invited them (null for older invites: the company alone is known).
  await sql`
    alter table dossier_users add column invited_by_user_id uuid references users (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dossier_users drop column invited_by_user_id`.execute(db);
  await sql`alter table users drop column name_given_at`.execute(db);
}
