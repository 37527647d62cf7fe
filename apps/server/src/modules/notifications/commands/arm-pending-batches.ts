import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { advanceScan, armMemberships, lockScanState, newlyPending } from '../queries.ts';
import { dueMoment } from '../schedule.ts';

/**
 * Finds the members with something new to hear of since the last look (messages above the scan's start) and gives
 * each batch its due moment from the first unread message, the delay and the member's preference. One instance
 * looks at a time; the others skip the look (the due batches are theirs to mail all the same).
 */
export async function armPendingBatches(deps: TimedCommandDeps): Promise<number> {
  return transact(deps, async ({ trx, config }) => {
    const state = await lockScanState(trx);
    if (!state) return { result: 0, events: [] };
    const now = deps.clock.now();
    const due = (await newlyPending(trx, state.safe_message_id, now)).flatMap((pending) => {
      const notifyAfter =
        pending.pending_since &&
        dueMoment({
          mode: pending.notify_mode,
          pendingSince: pending.pending_since,
          delaySeconds: config.notifyDelaySeconds,
          timeZone: pending.time_zone,
        });
      return notifyAfter
        ? [{ dossier_id: pending.dossier_id, user_id: pending.user_id, notify_after: notifyAfter }]
        : [];
    });
    await armMemberships(trx, due, now);
    await advanceScan(trx, now);
    return { result: due.length, events: [] };
  });
}
