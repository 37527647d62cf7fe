import type { LoginResponse } from '@dossier/contract';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import type { Device } from '../../../auth/sessions.ts';
import { unauthorized } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { issueMfaTicket, startSignedInSession, totpEnabled } from '../../account-security/index.ts';
import { findLiveUserByEmail } from '../../users/index.ts';

export const INVALID_LOGIN = 'Ongeldig e-mailadres of wachtwoord';

// Verified against when the address is unknown, so both answers take as long.
let dummyHash: Promise<string> | null = null;

/**
 * Signs in with e-mail and password: a session's bearer token, or, for a user with an authenticator app, the ticket
 * for the second step (POST /api/v1/auth/2fa/verify) and no session yet.
 */
export async function signIn(
  deps: TimedCommandDeps,
  input: { email: string; password: string; device: Device },
): Promise<LoginResponse> {
  const { email, password, device } = input;
  const user = await findLiveUserByEmail(deps.db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  // Verified before the transaction: a hash takes tens of milliseconds and must not hold a connection.
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN);
  const now = deps.clock.now();
  return transact<LoginResponse>(deps, async (tx) => {
    if (await totpEnabled(tx.trx, user.id)) {
      return {
        result: { mfa_required: true, mfa_token: await issueMfaTicket(tx.trx, user.id, now) },
        events: [],
      };
    }
    return { result: await startSignedInSession(tx, { user, device, now }), events: [] };
  });
}
