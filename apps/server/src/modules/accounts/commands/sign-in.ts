import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { sessionEndFrom, startSession } from '../../../auth/sessions.ts';
import { unauthorized } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { findLiveUserByEmail } from '../../users/index.ts';

export const INVALID_LOGIN = 'Ongeldig e-mailadres of wachtwoord';

// Verified against when the address is unknown, so both answers take as long.
let dummyHash: Promise<string> | null = null;

/** Signs in with e-mail and password; returns the new session's bearer token. */
export async function signIn(deps: TimedCommandDeps, email: string, password: string): Promise<string> {
  const user = await findLiveUserByEmail(deps.db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  // Verified before the transaction: a hash takes tens of milliseconds and must not hold a connection.
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN);
  return transact(deps, async ({ trx }) => ({
    result: await startSession(trx, user.id, sessionEndFrom(deps.clock.now())),
    events: [],
  }));
}
