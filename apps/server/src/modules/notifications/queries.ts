import type { NotifyMode } from '@dossier/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * notify_after of an expired guest who was told there is news: parked, not due, until their access is back (a
 * renewal); then the next message arms the batch again. Far in the future, so no pass ever finds it due.
 */
export const PARKED = new Date('9999-01-01T00:00:00Z');

/** A batch may be armed (nb: the membership's batch, left-joined): none under way, or parked for a guest whose access is back. */
const mayArm = (now: Date) => sql<boolean>`(nb.notify_after is null or (nb.notify_after >= ${PARKED}
  and (du.token_expires_at is null or du.token_expires_at > ${now})))`;

/** The membership's batch under way, if any (for mayArm). */
const batchOfMembership = sql`left join notification_batches nb on nb.user_id = du.user_id and nb.dossier_id = du.dossier_id`;

/** Messages that may start a mail: a person's words or a document; system lines only ride along. */
const startsMail = sql<boolean>`m.message_type <> 'system'`;

/**
 * Where the look for new messages starts, locked: one instance looks at a time, the others skip this pass. The look's
 * commit does not wait for the write-ahead log's flush (set here, saving a round trip): what it writes (due moments,
 * the scan's start) is lost only with a crash, together and in order, and the next pass then looks again from the
 * older start.
 */
export async function lockScanState(trx: Db) {
  const { rows } = await sql<{ safe_message_id: string }>`
    select safe_message_id, set_config('synchronous_commit', 'off', true) as commit_mode
    from notification_scan for update skip locked`.execute(trx);
  return rows[0];
}

export interface PendingMembership {
  dossier_id: string;
  user_id: string;
  notify_mode: NotifyMode;
  time_zone: string;
  /** When the first unread message that may start a mail was written (null: only system lines are unread). */
  pending_since: Date | null;
}

/**
 * The members of dossiers with messages above `afterId` who have something unread and not yet mailed, mail on, the
 * dossier not muted and no batch under way (or parked while a guest's access had ended). A touched dossier's newest
 * message is in the window, so the window also gives its last seq (no lookup of the dossier). The first such
 * message's time comes from the (dossier_id, seq) index.
 */
export async function newlyPending(trx: Db, afterId: string, now: Date): Promise<PendingMembership[]> {
  const { rows } = await sql<PendingMembership>`
    with touched as (select dossier_id, max(seq) as last_seq from messages where id > ${afterId} group by dossier_id)
    select du.dossier_id, du.user_id, u.notify_mode, u.time_zone,
      (select m.created_at from messages m
        where m.dossier_id = du.dossier_id and m.seq > greatest(du.read_seq, du.notified_seq)
          and ${startsMail} and m.sender_id is distinct from du.user_id
        order by m.seq limit 1) as pending_since
    from touched
    join dossier_users du on du.dossier_id = touched.dossier_id
    ${batchOfMembership}
    -- By key for each membership that passed (few): a join would hash every user (a scan of the table) each pass.
    cross join lateral (select u.notify_mode, u.time_zone from users u
      where u.id = du.user_id and u.deleted_at is null and u.notify_mode <> 'off' limit 1) u
    where du.status = 'active' and not du.muted and ${mayArm(now)}
      and touched.last_seq > greatest(du.read_seq, du.notified_seq)`.execute(trx);
  return rows;
}

/**
 * Gives each membership its batch's due moment, unless another pass already did: a new row in the small batches
 * table (a parked one is armed again), never a rewrite of the membership.
 */
export async function armMemberships(
  trx: Db,
  due: Array<{ dossier_id: string; user_id: string; notify_after: Date }>,
  now: Date,
): Promise<void> {
  if (due.length === 0) return;
  const values = sql.join(
    due.map((row) => sql`(${row.dossier_id}::uuid, ${row.user_id}::uuid, ${row.notify_after}::timestamptz)`),
  );
  await sql`
    insert into notification_batches (user_id, dossier_id, notify_after)
    select v.user_id, v.dossier_id, v.due
    from (values ${values}) as v (dossier_id, user_id, due)
    join dossier_users du on du.dossier_id = v.dossier_id and du.user_id = v.user_id
    ${batchOfMembership}
    where ${mayArm(now)}
    on conflict (user_id, dossier_id) do update set notify_after = excluded.notify_after
      where notification_batches.notify_after >= ${PARKED}`.execute(trx);
}

/**
 * Moves the look's start forward (under the row lock taken by lockScanState): messages stay in the window until the
 * scheduler's clock (`now`) is a minute past the pass that first saw the newest of them, so one whose transaction
 * committed late is still found.
 */
export async function advanceScan(trx: Db, now: Date) {
  const windowClosed = sql<boolean>`candidate_at <= ${now}::timestamptz - interval '1 minute'`;
  await sql`
    update notification_scan set
      safe_message_id = case when ${windowClosed} then candidate_message_id else safe_message_id end,
      candidate_message_id = case when ${windowClosed}
        then coalesce((select max(id) from messages), candidate_message_id) else candidate_message_id end,
      candidate_at = case when ${windowClosed} then ${now}::timestamptz else candidate_at end`.execute(trx);
}

/** Users with at least one batch due by `now` (the index on notify_after). */
export async function usersWithDueBatches(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_batches')
    .select('user_id')
    .distinct()
    .where('notify_after', '<=', now)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The user as their mail needs them, their preference included. */
export async function recipientOf(trx: Db, userId: string) {
  return trx
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'role',
      'company_id',
      'deleted_at',
      'notify_mode',
      'time_zone',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * The user's memberships whose batch is due, locked: of two instances, one mails and the other skips them (and,
 * once the first commits, no longer finds them due).
 */
export async function lockDueMemberships(trx: Db, userId: string, now: Date) {
  return trx
    .selectFrom('notification_batches as nb')
    .innerJoin('dossier_users as du', (join) =>
      join.onRef('du.dossier_id', '=', 'nb.dossier_id').onRef('du.user_id', '=', 'nb.user_id'),
    )
    .innerJoin('dossiers as d', 'd.id', 'du.dossier_id')
    .select([
      'du.dossier_id',
      'du.company_id',
      'du.status',
      'du.muted',
      'du.read_seq',
      'du.notified_seq',
      'du.token_expires_at',
      'du.reply_key',
      'd.title',
      'd.status as dossier_status',
      'd.last_seq',
    ])
    .where('nb.user_id', '=', userId)
    .where('nb.notify_after', '<=', now)
    .orderBy('nb.dossier_id')
    .forUpdate(['nb', 'du'])
    .skipLocked()
    .execute();
}

export type DueMembership = Awaited<ReturnType<typeof lockDueMemberships>>[number];

/** When the first unread message after `afterSeq` that may start a mail was written, not by the user themselves. */
export async function firstPendingAt(trx: Db, dossierId: string, userId: string, afterSeq: string) {
  const { rows } = await sql<{ created_at: Date }>`
    select m.created_at from messages m
    where m.dossier_id = ${dossierId} and m.seq > ${afterSeq} and ${startsMail}
      and m.sender_id is distinct from ${userId}
    order by m.seq limit 1`.execute(trx);
  return rows[0]?.created_at ?? null;
}

export interface BatchLine {
  seq: string;
  message_type: string;
  body: string;
  created_at: Date;
  sender_first_name: string | null;
  sender_last_name: string | null;
}

/** The newest `limit` lines of a batch (oldest first) and how many messages and system lines it holds in all. */
export async function batchOf(trx: Db, dossierId: string, afterSeq: string, uptoSeq: string, limit: number) {
  const { rows } = await sql<BatchLine>`
    select m.seq, m.message_type, m.body, m.created_at,
      u.first_name as sender_first_name, u.last_name as sender_last_name
    from messages m left join users u on u.id = m.sender_id
    where m.dossier_id = ${dossierId} and m.seq > ${afterSeq} and m.seq <= ${uptoSeq}
    order by m.seq desc limit ${limit}`.execute(trx);
  const { rows: counts } = await sql<{ messages: string; system: string }>`
    select count(*) filter (where message_type <> 'system') as messages,
      count(*) filter (where message_type = 'system') as system
    from messages where dossier_id = ${dossierId} and seq > ${afterSeq} and seq <= ${uptoSeq}`.execute(trx);
  return {
    lines: rows.reverse(),
    messageCount: Number(counts[0]?.messages ?? 0),
    systemCount: Number(counts[0]?.system ?? 0),
  };
}

/** The companies of the dossier other than the reader's: the counterparty as they see it. */
export async function counterpartyNames(trx: Db, dossierId: string, readerCompanyId: string) {
  const rows = await trx
    .selectFrom('dossier_companies')
    .innerJoin('companies', 'companies.id', 'dossier_companies.company_id')
    .select('companies.name')
    .where('dossier_companies.dossier_id', '=', dossierId)
    .where('dossier_companies.company_id', '!=', readerCompanyId)
    .orderBy('companies.name')
    .execute();
  return rows.map((row) => row.name);
}

/** Closes a membership's batch (notifyAfter null) or makes it due again later: mailed (or passed over) up to notifiedSeq. */
export async function settleMembership(
  trx: Db,
  key: { dossierId: string; userId: string },
  change: { notifiedSeq?: string; notifyAfter: Date | null; replyKey?: string },
) {
  if (change.notifiedSeq !== undefined || change.replyKey !== undefined) {
    await trx
      .updateTable('dossier_users')
      .set({
        ...(change.notifiedSeq !== undefined ? { notified_seq: change.notifiedSeq } : {}),
        ...(change.replyKey !== undefined ? { reply_key: change.replyKey } : {}),
      })
      .where('dossier_id', '=', key.dossierId)
      .where('user_id', '=', key.userId)
      .execute();
  }
  if (!change.notifyAfter) return dropBatches(trx, key.userId, { dossierId: key.dossierId });
  await trx
    .updateTable('notification_batches')
    .set({ notify_after: change.notifyAfter })
    .where('dossier_id', '=', key.dossierId)
    .where('user_id', '=', key.userId)
    .execute();
}

/** Drops a user's batches under way (all, or those of one dossier); `keepParked` leaves a parked guest's alone. */
export async function dropBatches(
  trx: Db,
  userId: string,
  options: { dossierId?: string; keepParked?: boolean } = {},
) {
  let query = trx.deleteFrom('notification_batches').where('user_id', '=', userId);
  if (options.dossierId) query = query.where('dossier_id', '=', options.dossierId);
  if (options.keepParked) query = query.where('notify_after', '<', PARKED);
  await query.execute();
}

/** Replies by mail are remembered for their Message-ID a month: mail servers retry for days, not weeks. */
export async function forgetOldReplies(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('inbound_mails').where('received_at', '<', before).execute();
}

/** The dossier row, locked for the rest of the transaction (a guest's extension request from a mail). */
export async function lockDossierOf(trx: Db, dossierId: string) {
  return trx
    .selectFrom('dossiers')
    .select(['id', 'title', 'status'])
    .where('id', '=', dossierId)
    .forUpdate()
    .executeTakeFirst();
}
