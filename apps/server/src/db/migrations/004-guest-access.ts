import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A guest's access is the inviting company's to renew, resend and revoke; its members hear extension requests.
  await sql`alter table dossier_users add column invited_by_company_id uuid references companies (id)`.execute(
    db,
  );
  // The last extension request: repeats within the quiet window write, mail and announce nothing new.
  await sql`alter table dossier_users add column extension_requested_at timestamptz`.execute(db);
  // Guests so far were all invited by the company that owns the dossier (a guest cannot create one).
  await sql`
    update dossier_users set invited_by_company_id = dossiers.owner_company_id
    from dossiers
    where dossiers.id = dossier_users.dossier_id and dossier_users.token_expires_at is not null`.execute(db);
  // A guest's unused links for a dossier are ended on renewal, a new link and removal.
  await sql`
    create index one_time_tokens_open_links on one_time_tokens (user_id, dossier_id)
    where used_at is null and purpose = 'magic_link'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index one_time_tokens_open_links`.execute(db);
  await sql`alter table dossier_users drop column extension_requested_at`.execute(db);
  await sql`alter table dossier_users drop column invited_by_company_id`.execute(db);
}
