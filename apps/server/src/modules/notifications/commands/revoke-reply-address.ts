import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { activeMembership } from '../../membership/index.ts';

/** Ends the actor's reply address for the dossier (answers to it bounce); the next notification carries a new one. */
export async function revokeReplyAddress(deps: TimedCommandDeps, actor: Actor, dossierId: string) {
  return transact(deps, async ({ trx }) => {
    if (!(await activeMembership(trx, dossierId, actor.user.id, deps.clock.now()))) throw notFound();
    await trx
      .updateTable('dossier_users')
      .set({ reply_key: null })
      .where('dossier_id', '=', dossierId)
      .where('user_id', '=', actor.user.id)
      .execute();
    return { result: undefined, events: [] };
  });
}
