import { consumeOneTimeToken } from '../../../auth/one-time-tokens.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { endSessionsOf } from '../../../auth/sessions.ts';
import { badRequest } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';

/** Sets a new password from a reset or invite link: the link works once, and every session and socket ends. */
export async function confirmPasswordReset(deps: TimedCommandDeps, token: string, newPassword: string) {
  // Hashed before the transaction: a hash takes tens of milliseconds and must not hold a connection.
  const passwordHash = await hashPassword(newPassword);
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    const used = await consumeOneTimeToken(trx, token, ['password_reset', 'invite'], now);
    if (!used) throw badRequest('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', used.user_id)
      .execute();
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('user_id', '=', used.user_id)
      .where('purpose', 'in', ['password_reset', 'invite'])
      .where('used_at', 'is', null)
      .execute();
    return { result: undefined, events: [await endSessionsOf(trx, used.user_id)] };
  });
}
