import type { Kysely } from 'kysely';
import { executePrepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { isActiveMember } from '../membership/index.ts';
import type { MessageWithSender } from './presenter.ts';

export type { MessageWithSender } from './presenter.ts';

type Db = Kysely<Database>;

/**
 * Messages with their sender's name and a document line's file name, by left joins by key: one query per page. Every
 * column by name, not `messages.*`: the pages are prepared statements (db/prepared.ts).
 */
export function messagesWithSender(db: Db) {
  return db
    .selectFrom('messages')
    .leftJoin('users', 'users.id', 'messages.sender_id')
    .leftJoin('documents', 'documents.id', 'messages.document_id')
    .select([
      'messages.id',
      'messages.dossier_id',
      'messages.seq',
      'messages.sender_id',
      'messages.message_type',
      'messages.body',
      'messages.document_id',
      'messages.client_id',
      'messages.created_at',
      'users.first_name as sender_first_name',
      'users.last_name as sender_last_name',
      'users.email as sender_email',
      'documents.filename as document_filename',
    ]);
}

/** Who reads a page, and when: their access is judged at `now` (a guest's may have ended). */
export interface Reader {
  id: string;
  now: Date;
}

/** A dossier's messages for a reader: none unless they are an active member (the check rides in the query). */
function messagesOf(db: Db, dossierId: string, reader: Reader | null) {
  const query = messagesWithSender(db).where('messages.dossier_id', '=', dossierId);
  return reader === null ? query : query.where(isActiveMember(dossierId, reader.id, reader.now));
}

/**
 * A page of history older than `before` (a message id), newest first from the index, returned oldest first.
 * With a reader, empty unless they are an active member of the dossier.
 */
export async function historyPage(
  db: Db,
  dossierId: string,
  limit: number,
  before?: number,
  reader: Reader | null = null,
) {
  let query = messagesOf(db, dossierId, reader);
  if (before !== undefined) query = query.where('messages.id', '<', String(before));
  const rows: MessageWithSender[] = await executePrepared(
    db,
    query.orderBy('messages.id', 'desc').limit(limit + 1),
  );
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { page, hasMore };
}

/** Everything after a dossier sequence number, oldest first: what a client missed. */
export async function messagesAfter(
  db: Db,
  dossierId: string,
  afterSeq: number,
  limit: number,
  reader: Reader | null = null,
) {
  const rows: MessageWithSender[] = await executePrepared(
    db,
    messagesOf(db, dossierId, reader)
      .where('messages.seq', '>', String(afterSeq))
      .orderBy('messages.seq')
      .limit(limit + 1),
  );
  return { page: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * The page around a message (a search hit): the message with up to half the page before it and the rest after it,
 * oldest first. Empty when the message is not in this dossier or the reader is no active member.
 */
export async function pageAround(
  db: Db,
  dossierId: string,
  messageId: number,
  limit: number,
  reader: Reader,
) {
  const olderCount = Math.ceil(limit / 2);
  const older = await historyPage(db, dossierId, olderCount, messageId + 1, reader);
  if (String(older.page.at(-1)?.id) !== String(messageId))
    return { page: [], hasMore: false, hasMoreAfter: false };
  const newerRows: MessageWithSender[] = await executePrepared(
    db,
    messagesOf(db, dossierId, reader)
      .where('messages.id', '>', String(messageId))
      .orderBy('messages.id')
      .limit(limit - olderCount + 1),
  );
  const newer = newerRows.slice(0, limit - olderCount);
  return {
    page: [...older.page, ...newer],
    hasMore: older.hasMore,
    hasMoreAfter: newerRows.length > newer.length,
  };
}

/** The message a sender stored with this client_id: what a retried send answers. */
export async function messageWithSender(
  db: Db,
  sent: { dossierId: string; senderId: string; clientId: string },
): Promise<MessageWithSender | undefined> {
  return messagesWithSender(db)
    .where('messages.dossier_id', '=', sent.dossierId)
    .where('messages.sender_id', '=', sent.senderId)
    .where('messages.client_id', '=', sent.clientId)
    .executeTakeFirst();
}
