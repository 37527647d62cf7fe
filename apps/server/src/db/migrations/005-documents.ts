import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A document's bytes live in storage under storage_key; the row is written only once they are complete.
  // A removed document keeps its row (deleted_at) so the chat's document lines still name it; its bytes go.
  await sql`
    create table documents (
      id uuid primary key,
      dossier_id uuid not null references dossiers (id) on delete cascade,
      uploader_id uuid references users (id),
      uploader_company_id uuid not null references companies (id),
      filename text not null,
      content_type text not null,
      size_bytes bigint not null check (size_bytes >= 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      storage_key text not null unique,
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      deleted_by uuid references users (id)
    )`.execute(db);
  // The side panel: a dossier's present documents, newest first.
  await sql`create index documents_of_dossier on documents (dossier_id, created_at desc) where deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table documents`.execute(db);
}
