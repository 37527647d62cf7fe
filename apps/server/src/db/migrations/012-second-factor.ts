import { type Kysely, sql } from 'kysely';

/**
 * Accounts that hold when a password leaks (issue 23): an authenticator app's secret and its recovery codes, the
 * first step's ticket of a two-step sign-in, a company's demand for a second factor, and sessions a user can see
 * (device, address, last seen) and end from a mail about a new device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One secret per user: pending (enabled_at null) until its first code confirms it; a new setup replaces a pending one.
  await sql`
    create table totp_factors (
      user_id uuid primary key references users (id) on delete cascade,
      secret text not null,
      enabled_at timestamptz,
      last_used_step bigint,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table recovery_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index recovery_codes_user on recovery_codes (user_id, code_hash)`.execute(db);
  await sql`
    create table mfa_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      wrong_codes integer not null default 0,
      used_at timestamptz
    )`.execute(db);
  await sql`create index mfa_tokens_user on mfa_tokens (user_id)`.execute(db);

  await sql`alter table companies add column require_2fa boolean not null default false`.execute(db);

  await sql`
    alter table sessions
      add column user_agent text,
      add column ip text,
      add column last_seen_at timestamptz not null default now(),
      add column enrolment_only boolean not null default false`.execute(db);
  await sql`update sessions set last_seen_at = created_at`.execute(db);

  // The devices (user agent and address, hashed) a user signed in from: a sign-in from another one is mailed.
  await sql`
    create table sign_in_devices (
      user_id uuid not null references users (id) on delete cascade,
      device_hash text not null,
      first_seen_at timestamptz not null,
      primary key (user_id, device_hash)
    )`.execute(db);

  // The new-device mail's link ends that one session.
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`
    alter table one_time_tokens
      add constraint one_time_tokens_purpose_check
        check (purpose in ('password_reset', 'invite', 'magic_link', 'end_session')),
      add column session_id uuid references sessions (id) on delete cascade`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from one_time_tokens where purpose = 'end_session'`.execute(db);
  await sql`alter table one_time_tokens drop column session_id, drop constraint one_time_tokens_purpose_check`.execute(
    db,
  );
  await sql`
    alter table one_time_tokens
      add constraint one_time_tokens_purpose_check check (purpose in ('password_reset', 'invite', 'magic_link'))`.execute(
    db,
  );
  await sql`drop table sign_in_devices`.execute(db);
  await sql`
    alter table sessions drop column user_agent, drop column ip, drop column last_seen_at, drop column enrolment_only`.execute(
    db,
  );
  await sql`alter table companies drop column require_2fa`.execute(db);
  for (const table of ['mfa_tokens', 'recovery_codes', 'totp_factors']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
