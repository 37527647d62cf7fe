import type { MessagePageQuery } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { activeMembership } from '../membership/index.ts';
import { historyPage, type MessageWithSender, messagesAfter, pageAround } from './queries.ts';

/**
 * A page of a dossier's chat for one of its members: history before a message, or a catch-up after a seq.
 * The membership check rides in the page's own query; only an empty page asks whether the reader is a member.
 */
export async function messagePageFor(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  dossierId: string,
  query: MessagePageQuery,
): Promise<{ page: MessageWithSender[]; hasMore: boolean; hasMoreAfter?: boolean }> {
  const { limit, before, after_seq, around } = query;
  const reader = { id: actor.user.id, now: clock.now() };
  const result =
    around !== undefined
      ? await pageAround(db, dossierId, around, limit, reader)
      : after_seq === undefined
        ? await historyPage(db, dossierId, limit, before, reader)
        : await messagesAfter(db, dossierId, after_seq, limit, reader);
  // An empty page asks why: no member (404), or, around a message, no such message in this dossier (404 too).
  if (
    result.page.length === 0 &&
    (around !== undefined || !(await activeMembership(db, dossierId, reader.id, reader.now)))
  )
    throw notFound();
  return result;
}
