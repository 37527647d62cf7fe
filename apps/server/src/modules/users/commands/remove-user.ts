import type { Actor } from '../../../auth/sessions.ts';
import { endSessionsOf } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayRemoveUser } from '../../../policies/users.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { companyById } from '../../companies/index.ts';

/** An admin removes a colleague: deleted_at is set, their sessions and links end, and their sockets close. */
export async function removeUser(deps: TimedCommandDeps, actor: Actor, userId: string, deletedAt: Date) {
  return transact(deps, async ({ trx }) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound();
    authorize(mayRemoveUser(actor.user, user));
    const removed = await trx
      .updateTable('users')
      .set({ deleted_at: deletedAt })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const revoked = await endSessionsOf(trx, user.id);
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: deps.clock.now() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    const company = await companyById(trx, removed.company_id);
    return { result: { user: removed, company }, events: [revoked] };
  });
}
