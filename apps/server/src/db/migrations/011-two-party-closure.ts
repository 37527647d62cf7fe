import { type Kysely, sql } from 'kysely';

/**
 * Closing takes two (issue 24): who asked to close a dossier, and when, while it waits in close_request. The other
 * company confirms; either withdraws. Cleared when the dossier closes or goes back to open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The company stays the requester when the user who asked is later removed: only the user's name is lost.
  await sql`
    alter table dossiers
      add column close_requested_by_company_id uuid references companies (id),
      add column close_requested_by_user_id uuid references users (id) on delete set null,
      add column close_requested_at timestamptz`.execute(db);
  // A dossier already waiting when this runs has no known requester: either company may confirm, as before.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table dossiers
      drop column close_requested_by_company_id,
      drop column close_requested_by_user_id,
      drop column close_requested_at`.execute(db);
}
