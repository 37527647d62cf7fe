import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { type Actor, endSessionsOf } from '../../../auth/sessions.ts';
import { fieldError } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayChangeOwnPassword } from '../../../policies/users.ts';
import { type CommandDeps, transact } from '../../../transact.ts';

/** Changes the signed-in user's password; their other sessions (and those sessions' sockets) end, this one stays. */
export async function changePassword(
  deps: CommandDeps,
  actor: Actor,
  currentPassword: string,
  newPassword: string,
) {
  authorize(mayChangeOwnPassword(actor.user));
  // Both hashes are worked out before the transaction: each takes tens of milliseconds.
  if (!(await verifyPassword(actor.user.password_hash, currentPassword))) {
    throw fieldError(['body', 'current_password'], 'Het huidige wachtwoord klopt niet');
  }
  const passwordHash = await hashPassword(newPassword);
  return transact(deps, async ({ trx }) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', actor.user.id)
      .execute();
    const revoked = await endSessionsOf(trx, actor.user.id, { keepSessionId: actor.sessionId });
    return { result: undefined, events: [revoked] };
  });
}
