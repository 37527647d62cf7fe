import type { Db } from '../../db/connection.ts';
import type { MessageWithSender } from './presenter.ts';

/** Messages with their sender's name, by a left join on users: one query per page. */
export function messagesWithSender(db: Db) {
  return db
    .selectFrom('messages')
    .leftJoin('users', 'users.id', 'messages.sender_id')
    .selectAll('messages')
    .select([
      'users.first_name as sender_first_name',
      'users.last_name as sender_last_name',
      'users.email as sender_email',
    ]);
}

/** A page of history older than `before` (a message id), newest first from the index, returned oldest first. */
export async function historyPage(db: Db, dossierId: string, limit: number, before?: number) {
  let query = messagesWithSender(db).where('messages.dossier_id', '=', dossierId);
  if (before !== undefined) query = query.where('messages.id', '<', String(before));
  const rows: MessageWithSender[] = await query
    .orderBy('messages.id', 'desc')
    .limit(limit + 1)
    .execute();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { page, hasMore };
}

/** Everything after a dossier sequence number, oldest first: what a client missed. */
export async function messagesAfter(db: Db, dossierId: string, afterSeq: number, limit: number) {
  const rows: MessageWithSender[] = await messagesWithSender(db)
    .where('messages.dossier_id', '=', dossierId)
    .where('messages.seq', '>', String(afterSeq))
    .orderBy('messages.seq')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasMore: rows.length > limit };
}

export async function messageWithSender(db: Db, messageId: string) {
  return messagesWithSender(db).where('messages.id', '=', messageId).executeTakeFirstOrThrow();
}
