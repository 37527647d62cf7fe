import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // last_* columns keep the sidebar one row per dossier: nothing is counted at read time.
  await sql`
    create table dossiers (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      status text not null default 'open' check (status in ('open', 'close_request', 'closed')),
      owner_company_id uuid not null references companies (id),
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      last_seq bigint not null default 0,
      last_message_id bigint,
      last_message_at timestamptz,
      last_message_preview text,
      last_message_sender text
    )`.execute(db);

  await sql`
    create table dossier_companies (
      dossier_id uuid not null references dossiers (id) on delete cascade,
      company_id uuid not null references companies (id),
      created_at timestamptz not null default now(),
      primary key (dossier_id, company_id)
    )`.execute(db);
  await sql`create index dossier_companies_company on dossier_companies (company_id)`.execute(db);

  await sql`
    create table dossier_users (
      dossier_id uuid not null references dossiers (id) on delete cascade,
      user_id uuid not null references users (id),
      company_id uuid not null references companies (id),
      status text not null default 'active' check (status in ('active', 'removed')),
      read_seq bigint not null default 0,
      token_expires_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (dossier_id, user_id)
    )`.execute(db);
  // The sidebar: a user's active memberships, then each dossier by key.
  await sql`create index dossier_users_user on dossier_users (user_id, dossier_id) where status = 'active'`.execute(
    db,
  );

  await sql`
    create table messages (
      id bigint generated always as identity primary key,
      dossier_id uuid not null references dossiers (id) on delete cascade,
      seq bigint not null,
      sender_id uuid references users (id),
      message_type text not null check (message_type in ('user', 'system', 'document_added', 'document_removed')),
      body text not null,
      document_id uuid,
      client_id text,
      created_at timestamptz not null default now(),
      unique (dossier_id, seq)
    )`.execute(db);
  // History pages walk (dossier_id, id) backwards; catch-up uses the (dossier_id, seq) unique index.
  await sql`create index messages_page on messages (dossier_id, id desc)`.execute(db);
  await sql`create unique index messages_idempotent on messages (dossier_id, sender_id, client_id) where client_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['messages', 'dossier_users', 'dossier_companies', 'dossiers']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
