import type { NotificationPreferences } from '@dossier/contract';
import { sql } from 'kysely';
import type { Actor } from '../../../auth/sessions.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { dropBatches, PARKED } from '../queries.ts';

/**
 * Sets how the actor hears of unread messages. Switching mail back on starts from now (nothing unread from before is
 * mailed); batches under way are looked at again in the next pass, under the new preference.
 */
export async function setNotificationPreferences(
  deps: TimedCommandDeps,
  actor: Actor,
  input: NotificationPreferences,
) {
  return transact(deps, async ({ trx }) => {
    const before = await trx
      .selectFrom('users')
      .select('notify_mode')
      .where('id', '=', actor.user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const saved = await trx
      .updateTable('users')
      .set({ notify_mode: input.mode, time_zone: input.time_zone })
      .where('id', '=', actor.user.id)
      .returning(['notify_mode', 'time_zone'])
      .executeTakeFirstOrThrow();
    if (before.notify_mode === 'off' && input.mode !== 'off') {
      await sql`
        update dossier_users set notified_seq = greatest(notified_seq, dossiers.last_seq)
        from dossiers where dossiers.id = dossier_users.dossier_id and dossier_users.user_id = ${actor.user.id}`.execute(
        trx,
      );
      await dropBatches(trx, actor.user.id);
    } else if (input.mode === 'off') {
      await dropBatches(trx, actor.user.id, { keepParked: true });
    } else {
      await trx
        .updateTable('notification_batches')
        .set({ notify_after: deps.clock.now() })
        .where('user_id', '=', actor.user.id)
        .where('notify_after', '<', PARKED)
        .execute();
    }
    return { result: saved, events: [] };
  });
}
