import { type Kysely, sql } from 'kysely';

/**
 * Passkeys (issue 23, item 4): a user's WebAuthn credentials, and the challenges of the ceremonies under way (kept
 * here, not in memory, so any instance may answer the second call; single use, short-lived).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table passkeys (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      credential_id text not null unique,
      public_key text not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index passkeys_user on passkeys (user_id, created_at)`.execute(db);

  // A registration's challenge belongs to the user who asked; a sign-in's to nobody yet.
  await sql`
    create table passkey_challenges (
      id uuid primary key default gen_random_uuid(),
      purpose text not null check (purpose in ('register', 'login')),
      challenge text not null,
      user_id uuid references users (id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index passkey_challenges_expiry on passkey_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table passkey_challenges`.execute(db);
  await sql`drop table passkeys`.execute(db);
}
