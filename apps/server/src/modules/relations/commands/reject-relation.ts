import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayRejectRelation } from '../../../policies/relations.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { relationChanged } from '../live.ts';
import { lockRelation } from './load-relation.ts';

/** Rejecting (receiver) and cancelling (sender) both end an open request; the pair may ask again later. */
export async function rejectRelation(deps: CommandDeps, actor: Actor, relationId: string) {
  return transact(deps, async ({ trx }) => {
    const relation = await lockRelation(trx, relationId);
    authorize(mayRejectRelation(actor.user, relation));
    await trx.deleteFrom('relations').where('id', '=', relation.id).execute();
    return { result: undefined, events: [await relationChanged(trx, relation, 'removed')] };
  });
}
