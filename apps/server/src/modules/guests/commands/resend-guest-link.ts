import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayResendLink } from '../../../policies/guests.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { mailGuestLink } from '../access.ts';
import { loadGuestFor } from '../load-guest.ts';

/** 'Toegangslink opnieuw verzonden': a fresh single-use link while the access lasts, its end unchanged. */
export async function resendGuestLink(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  userId: string,
) {
  return transact(deps, async (tx) => {
    const now = deps.clock.now();
    const { dossier, guest } = await loadGuestFor(tx.trx, actor, { dossierId, userId, now });
    authorize(mayResendLink(actor.user, dossier, guest, now));
    // The policy refused anyone without an access end.
    const expiresAt = guest.token_expires_at as Date;
    await mailGuestLink(tx, { dossier, guest, expiresAt, now });
    return { result: { user_id: guest.user_id, token_expires_at: expiresAt.toISOString() }, events: [] };
  });
}
