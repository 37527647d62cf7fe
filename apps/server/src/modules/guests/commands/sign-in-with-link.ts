import { limits } from '@dossier/contract';
import { consumeOneTimeToken } from '../../../auth/one-time-tokens.ts';
import { type Actor, type Device, openSession } from '../../../auth/sessions.ts';
import { addDays, hashSecret } from '../../../auth/tokens.ts';
import type { Db } from '../../../db/connection.ts';
import { badRequest } from '../../../http/errors.ts';
import { accessEnded } from '../../../policies/guests.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { membershipOf } from '../../membership/index.ts';
import { dossierOfLink } from '../queries.ts';

/** The session the browser still holds when it opens a link (its bearer token), if it is a live one. */
export interface HeldSession {
  token: string;
  actor: Actor;
}

/**
 * Exchanges a single-use magic link for a session. The session outlives the access by limits.sessionDays: after
 * the access ends the guest is still signed in, sees why, and can ask for more time (every dossier call checks the
 * access itself). A removed membership never lets a link in again. A used or ended link opened in a browser whose
 * session can read the link's dossier keeps that session and goes in (the mail's link clicked a second time).
 */
export async function signInWithLink(
  deps: TimedCommandDeps,
  token: string,
  device: Device,
  held: HeldSession | null = null,
) {
  const now = deps.clock.now();
  return transact(deps, async ({ trx }) => {
    const used = await consumeOneTimeToken(trx, token, ['magic_link'], now);
    const membership = used?.dossier_id ? await membershipOf(trx, used.dossier_id, used.user_id) : undefined;
    const accessEndsAt = membership?.status === 'active' ? membership.token_expires_at : null;
    if (!used || !membership || !accessEndsAt || accessEnded({ token_expires_at: accessEndsAt }, now)) {
      const dossierId = held ? await dossierHeldSessionReads(trx, token, held.actor, now) : null;
      if (held && dossierId) return { result: { accessToken: held.token, dossierId }, events: [] };
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

/** The link's dossier, when the held session is an active member whose access to it holds at `now`. */
async function dossierHeldSessionReads(trx: Db, token: string, actor: Actor, now: Date) {
  if (actor.enrolmentOnly) return null;
  const dossierId = await dossierOfLink(trx, hashSecret(token));
  if (!dossierId) return null;
  const membership = await membershipOf(trx, dossierId, actor.user.id);
  if (membership?.status !== 'active' || accessEnded(membership, now)) return null;
  return dossierId;
}
