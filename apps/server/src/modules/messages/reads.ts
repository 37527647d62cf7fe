import type { MessagePageQuery } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { activeMembership } from '../membership/index.ts';
import { historyPage, messagesAfter } from './queries.ts';

/**
 * A page of a dossier's chat for one of its members: history before a message, or a catch-up after a seq.
 * The membership check rides in the page's own query; only an empty page asks whether the reader is a member.
 */
export async function messagePageFor(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  dossierId: string,
  query: MessagePageQuery,
) {
  const { limit, before, after_seq } = query;
  const reader = { id: actor.user.id, now: clock.now() };
  const result =
    after_seq === undefined
      ? await historyPage(db, dossierId, limit, before, reader)
      : await messagesAfter(db, dossierId, after_seq, limit, reader);
  if (result.page.length === 0 && !(await activeMembership(db, dossierId, reader.id, reader.now)))
    throw notFound();
  return result;
}
