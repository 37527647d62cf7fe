import { type Kysely, sql } from 'kysely';

/**
 * Document versions (issue 25, item 4): a file uploaded under the name of a present document of the same company in
 * the same dossier is that document's next version. The documents row stays the document (its id is what chat
 * lines, search hits and links name) and carries its newest version's bytes, name and uploader; document_versions
 * holds every version, the newest included, with its own bytes in storage. Existing documents become version 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents add column version int not null default 1 check (version >= 1)`.execute(db);
  await sql`
    create table document_versions (
      document_id uuid not null references documents (id) on delete cascade,
      version int not null check (version >= 1),
      filename text not null,
      content_type text not null,
      size_bytes bigint not null check (size_bytes >= 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      storage_key text not null unique,
      uploader_id uuid references users (id),
      created_at timestamptz not null default now(),
      primary key (document_id, version)
    )`.execute(db);
  // A removed document's bytes are gone (005): only present documents have a version to offer.
  await sql`
    insert into document_versions
      (document_id, version, filename, content_type, size_bytes, sha256, storage_key, uploader_id, created_at)
    select id, 1, filename, content_type, size_bytes, sha256, storage_key, uploader_id, created_at
      from documents where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table document_versions`.execute(db);
  await sql`alter table documents drop column version`.execute(db);
}
