import { type Kysely, sql } from 'kysely';

/**
 * The scheduler's work list moves out of dossier_users into a narrow table of its own. Arming a batch used to
 * rewrite the membership row, and since notify_after was indexed every such update wrote a new entry in each of the
 * membership table's indexes (the user index at a random, usually cold, page): most of a pass's cost on PostgreSQL.
 * Now arming inserts a row in a small table that stays in memory, and mailing a batch deletes it. Memberships get
 * room on their pages (fillfactor 90) so that read_seq and notified_seq, no longer beside an indexed column that
 * changes, are updated in place (HOT) without touching an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per membership with a batch under way: due at notify_after (far in the future: parked, see queries.ts).
  await sql`
    create table notification_batches (
      user_id uuid not null,
      dossier_id uuid not null,
      notify_after timestamptz not null,
      primary key (user_id, dossier_id),
      foreign key (dossier_id, user_id) references dossier_users (dossier_id, user_id) on delete cascade
    )`.execute(db);
  await sql`create index notification_batches_due on notification_batches (notify_after)`.execute(db);
  await sql`
    insert into notification_batches (user_id, dossier_id, notify_after)
    select user_id, dossier_id, notify_after from dossier_users where notify_after is not null`.execute(db);
  await sql`drop index dossier_users_notify_due`.execute(db);
  await sql`alter table dossier_users drop column notify_after`.execute(db);
  await sql`alter table dossier_users set (fillfactor = 90)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dossier_users reset (fillfactor)`.execute(db);
  await sql`alter table dossier_users add column notify_after timestamptz`.execute(db);
  await sql`
    update dossier_users du set notify_after = nb.notify_after
    from notification_batches nb where nb.dossier_id = du.dossier_id and nb.user_id = du.user_id`.execute(db);
  await sql`create index dossier_users_notify_due on dossier_users (notify_after) where notify_after is not null`.execute(
    db,
  );
  await sql`drop table notification_batches`.execute(db);
}
