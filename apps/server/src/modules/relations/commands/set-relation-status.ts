import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayToggleRelation } from '../../../policies/relations.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { relationChanged } from '../live.ts';
import { lockRelation, relationSeenBy } from './load-relation.ts';

/** Either side switches a settled relation between active and inactive. */
export async function setRelationStatus(
  deps: TimedCommandDeps,
  actor: Actor,
  relationId: string,
  status: 'active' | 'inactive',
) {
  return transact(deps, async ({ trx }) => {
    const relation = await lockRelation(trx, relationId);
    authorize(mayToggleRelation(actor.user, relation));
    const updated = await trx
      .updateTable('relations')
      .set({ status, updated_at: deps.clock.now() })
      .where('id', '=', relation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const event = await relationChanged(trx, updated, updated.status);
    return { result: await relationSeenBy(trx, updated, actor.user), events: [event] };
  });
}
