import type { SignedInResponse } from '@dossier/contract';
import { consumeOneTimeToken } from '../../../auth/one-time-tokens.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { type Device, endSessionsOf } from '../../../auth/sessions.ts';
import { badRequest } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { startSignedInSession, totpEnabled } from '../../account-security/index.ts';

export const INVALID_SET_PASSWORD_LINK = 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.';

/**
 * Sets a new password from a reset or invite link: the link works once, and every session and socket ends. A welcome
 * link (purpose invite: a new admin's or an invited colleague's first password) then signs in, as a login does: the
 * session is enrolment-only when the company demands a second factor the user has not set up (issue 25). A user who
 * already has an authenticator app is not signed in by a link: they log in with both steps.
 */
export async function confirmPasswordReset(
  deps: TimedCommandDeps,
  input: { token: string; newPassword: string; device: Device },
): Promise<{ signedIn: SignedInResponse | null }> {
  // Hashed before the transaction: a hash takes tens of milliseconds and must not hold a connection.
  const passwordHash = await hashPassword(input.newPassword);
  return transact(deps, async (tx) => {
    const { trx } = tx;
    const now = deps.clock.now();
    const used = await consumeOneTimeToken(trx, input.token, ['password_reset', 'invite'], now);
    if (!used) throw badRequest(INVALID_SET_PASSWORD_LINK);
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', used.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('user_id', '=', used.user_id)
      .where('purpose', 'in', ['password_reset', 'invite'])
      .where('used_at', 'is', null)
      .execute();
    const ended = await endSessionsOf(trx, used.user_id);
    const welcome = used.purpose === 'invite' && user.role !== 'viewer' && !(await totpEnabled(trx, user.id));
    const signedIn = welcome ? await startSignedInSession(tx, { user, device: input.device, now }) : null;
    return { result: { signedIn }, events: [ended] };
  });
}
