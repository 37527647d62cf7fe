import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { activeMembership } from '../../membership/index.ts';
import { readUpTo } from '../live.ts';

/** Marks everything up to the dossier's newest message read for the actor (SPEC: on entering and leaving). */
export async function markRead(deps: TimedCommandDeps, actor: Actor, dossierId: string) {
  return transact(deps, async ({ trx }) => {
    if (!(await activeMembership(trx, dossierId, actor.user.id, deps.clock.now()))) throw notFound();
    const { read_seq } = await trx
      .updateTable('dossier_users')
      .from('dossiers')
      .set((eb) => ({ read_seq: eb.ref('dossiers.last_seq') }))
      .whereRef('dossiers.id', '=', 'dossier_users.dossier_id')
      .where('dossier_users.dossier_id', '=', dossierId)
      .where('dossier_users.user_id', '=', actor.user.id)
      .returning('dossier_users.read_seq')
      .executeTakeFirstOrThrow();
    const readSeq = Number(read_seq);
    return { result: readSeq, events: [readUpTo(dossierId, actor.user.id, readSeq)] };
  });
}
