import { limits } from '@dossier/contract';
import { consumeOneTimeToken } from '../../../auth/one-time-tokens.ts';
import { type Device, openSession } from '../../../auth/sessions.ts';
import { addDays } from '../../../auth/tokens.ts';
import { badRequest } from '../../../http/errors.ts';
import { accessEnded } from '../../../policies/guests.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { membershipOf } from '../../membership/index.ts';

/**
 * Exchanges a single-use magic link for a session. The session outlives the access by limits.sessionDays: after
 * the access ends the guest is still signed in, sees why, and can ask for more time (every dossier call checks the
 * access itself). A removed membership never lets a link in again.
 */
export async function signInWithLink(deps: TimedCommandDeps, token: string, device: Device) {
  const now = deps.clock.now();
  return transact(deps, async ({ trx }) => {
    const used = await consumeOneTimeToken(trx, token, ['magic_link'], now);
    const membership = used?.dossier_id ? await membershipOf(trx, used.dossier_id, used.user_id) : undefined;
    const accessEndsAt = membership?.status === 'active' ? membership.token_expires_at : null;
    if (!used || !membership || !accessEndsAt || accessEnded({ token_expires_at: accessEndsAt }, now)) {
      throw badRequest('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    }
    // Guests sign in by link and keep no second factor: never enrolment-only, no new-device mail.
    const { token: accessToken } = await openSession(trx, {
      userId: used.user_id,
      now,
      device,
      enrolmentOnly: false,
      expiresAt: addDays(accessEndsAt, limits.sessionDays),
    });
    return { result: { accessToken, dossierId: membership.dossier_id }, events: [] };
  });
}
