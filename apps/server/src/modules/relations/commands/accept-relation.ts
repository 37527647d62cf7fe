import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayAcceptRelation } from '../../../policies/relations.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { relationChanged } from '../live.ts';
import { lockRelation, relationSeenBy } from './load-relation.ts';

/** The receiving company's admin accepts an open request: the relation becomes active. */
export async function acceptRelation(deps: TimedCommandDeps, actor: Actor, relationId: string) {
  return transact(deps, async ({ trx }) => {
    const relation = await lockRelation(trx, relationId);
    authorize(mayAcceptRelation(actor.user, relation));
    const accepted = await trx
      .updateTable('relations')
      .set({ status: 'active', updated_at: deps.clock.now() })
      .where('id', '=', relation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const event = await relationChanged(trx, accepted, accepted.status);
    return { result: await relationSeenBy(trx, accepted, actor.user), events: [event] };
  });
}
