import type { MessagePageQuery } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { activeMembership } from '../membership/index.ts';
import { historyPage, messagesAfter } from './queries.ts';

/** A page of a dossier's chat for one of its members: history before a message, or a catch-up after a seq. */
export async function messagePageFor(db: Db, actor: Actor, dossierId: string, query: MessagePageQuery) {
  if (!(await activeMembership(db, dossierId, actor.user.id))) throw notFound();
  const { limit, before, after_seq } = query;
  return after_seq === undefined
    ? historyPage(db, dossierId, limit, before)
    : messagesAfter(db, dossierId, after_seq, limit);
}
