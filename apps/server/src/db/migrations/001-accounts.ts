import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Company search (accent- and case-insensitive, trigram) needs these on both engines.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`
    create table companies (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      registration_number text not null unique,
      city text,
      status text not null default 'active' check (status in ('active')),
      is_meru_client boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      company_id uuid not null references companies (id),
      email text not null check (email = lower(email)),
      first_name text not null,
      last_name text not null,
      role text not null check (role in ('admin', 'user', 'viewer')),
      password_hash text,
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      token_expires_at timestamptz
    )`.execute(db);
  // An address belongs to one live account; a removed user's address may be invited again.
  await sql`create unique index users_email_live on users (email) where deleted_at is null`.execute(db);
  await sql`create index users_company on users (company_id, created_at)`.execute(db);

  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);

  await sql`
    create table one_time_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'invite', 'magic_link')),
      token_hash text not null unique,
      dossier_id uuid,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index one_time_tokens_user on one_time_tokens (user_id, purpose)`.execute(db);

  await sql`
    create table mail_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      sent_at timestamptz,
      failed_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'one_time_tokens', 'sessions', 'users', 'companies']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
