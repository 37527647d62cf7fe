import type { MessagePageQuery } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { readSeqOf } from '../membership/index.ts';
import type { ReadPosition } from './presenter.ts';
import { historyPage, type MessageWithSender, messagesAfter, pageAround } from './queries.ts';

/**
 * A page of a dossier's chat for one of its members: history before a message, or a catch-up after a seq, with
 * where the reader's reading stood (what is unread in it). The membership check rides in the page's own query too.
 */
export async function messagePageFor(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  dossierId: string,
  query: MessagePageQuery,
): Promise<{ page: MessageWithSender[]; hasMore: boolean; hasMoreAfter?: boolean; reader: ReadPosition }> {
  const { limit, before, after_seq, around } = query;
  const reader = { id: actor.user.id, now: clock.now() };
  const [readSeq, result] = await Promise.all([
    readSeqOf(db, dossierId, reader.id, reader.now),
    around !== undefined
      ? pageAround(db, dossierId, around, limit, reader)
      : after_seq === undefined
        ? historyPage(db, dossierId, limit, before, reader)
        : messagesAfter(db, dossierId, after_seq, limit, reader),
  ]);
  // No member (404), or, around a message, no such message in this dossier (404 too).
  if (readSeq === undefined || (around !== undefined && result.page.length === 0)) throw notFound();
  return { ...result, reader: { userId: reader.id, readSeq } };
}
