import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';

/**
 * A second factor was just set up (an app, or a passkey): the user's sessions that could only enrol may do everything
 * now. Returns the event that drops the user's cached sessions on every instance, so it counts at once.
 */
export async function liftEnrolment(trx: Kysely<Database>, userId: string): Promise<LiveEvent> {
  await trx
    .updateTable('sessions')
    .set({ enrolment_only: false })
    .where('user_id', '=', userId)
    .where('enrolment_only', '=', true)
    .execute();
  return { kind: 'user_changed', userId };
}
