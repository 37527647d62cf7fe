import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // How a user hears of unread messages by mail, in which zone their daily digest is at 08:00.
  await sql`
    alter table users
      add column notify_mode text not null default 'immediate'
        check (notify_mode in ('immediate', 'hourly', 'daily', 'off')),
      add column time_zone text not null default 'Europe/Amsterdam'`.execute(db);

  // notified_seq beside read_seq: everything up to it was mailed (or deliberately passed over), never again.
  // notify_after: when this membership's pending batch is due (null: nothing pending); the scheduler's work list.
  // reply_key: the random part of the member's reply address for this dossier; a new key revokes the old address.
  await sql`
    alter table dossier_users
      add column notified_seq bigint not null default 0,
      add column notify_after timestamptz,
      add column muted boolean not null default false,
      add column reply_key text`.execute(db);
  // Existing members start from now: no mail about what was unread before notifications existed.
  await sql`
    update dossier_users set notified_seq = dossiers.last_seq
    from dossiers where dossiers.id = dossier_users.dossier_id`.execute(db);
  await sql`create index dossier_users_notify_due on dossier_users (notify_after) where notify_after is not null`.execute(
    db,
  );
  await sql`create unique index dossier_users_reply_key on dossier_users (reply_key) where reply_key is not null`.execute(
    db,
  );

  // Notifications carry a Reply-To and the one-click unsubscribe headers (RFC 8058).
  await sql`alter table mail_outbox add column reply_to text, add column headers jsonb`.execute(db);

  // Where the scheduler's look for new messages starts: messages above safe_message_id are scanned again each pass
  // until they are older than a minute, so a message whose transaction commits late is still seen.
  await sql`
    create table notification_scan (
      id boolean primary key default true check (id),
      safe_message_id bigint not null,
      candidate_message_id bigint not null,
      candidate_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into notification_scan (safe_message_id, candidate_message_id)
    select coalesce(max(id), 0), coalesce(max(id), 0) from messages`.execute(db);

  // Replies by mail, once per Message-ID and recipient: a retried delivery finds the first answer here.
  await sql`
    create table inbound_mails (
      message_id text not null,
      dossier_id uuid not null references dossiers (id) on delete cascade,
      user_id uuid not null references users (id),
      outcome text not null check (outcome in ('pending', 'stored', 'ignored', 'refused')),
      reason text,
      chat_message_id bigint,
      received_at timestamptz not null default now(),
      primary key (message_id, dossier_id, user_id)
    )`.execute(db);

  // Secrets the server makes itself when none is configured, shared by every instance on this database.
  await sql`
    create table server_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table server_secrets`.execute(db);
  await sql`drop table inbound_mails`.execute(db);
  await sql`drop table notification_scan`.execute(db);
  await sql`alter table mail_outbox drop column headers, drop column reply_to`.execute(db);
  await sql`drop index dossier_users_reply_key`.execute(db);
  await sql`drop index dossier_users_notify_due`.execute(db);
  await sql`
    alter table dossier_users
      drop column reply_key, drop column muted, drop column notify_after, drop column notified_seq`.execute(
    db,
  );
  await sql`alter table users drop column time_zone, drop column notify_mode`.execute(db);
}
