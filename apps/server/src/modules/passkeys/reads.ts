import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { authorize } from '../../policies/decision.ts';
import { mayManageOwnPasskeys } from '../../policies/passkeys.ts';
import { passkeysOf } from './queries.ts';

/** The signed-in user's own passkeys (the account screen). */
export async function ownPasskeys(db: Db, actor: Actor) {
  authorize(mayManageOwnPasskeys(actor.user));
  return passkeysOf(db, actor.user.id);
}
