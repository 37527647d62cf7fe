import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayManageGuest, mayResendLink } from '../../../policies/guests.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { guestAccessOf, renewGuestAccess, resendGuestLink } from '../../guests/index.ts';
import { loadDossierFor } from '../load-dossier.ts';

/**
 * 'Toegang verlengen' (SPEC section 4: renewing extends the access and resends the link): by a member of the
 * company that invited the guest, before or after the access ended.
 */
export async function renewGuestAccessIn(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  userId: string,
) {
  return transact(deps, async (tx) => {
    const loaded = await loadDossierFor(tx.trx, actor, dossierId, { lock: true });
    const guest = await guestAccessOf(tx.trx, dossierId, userId);
    if (!guest) throw notFound();
    authorize(mayManageGuest(actor.user, loaded.facts, guest));
    const { expiresAt, events } = await renewGuestAccess(tx, {
      dossier: loaded.dossier,
      guest,
      renewer: actor.user,
      now: deps.clock.now(),
    });
    return { result: { user_id: guest.user_id, token_expires_at: expiresAt.toISOString() }, events };
  });
}

/** 'Toegangslink opnieuw verzonden': a fresh single-use link while the access lasts, its end unchanged. */
export async function resendGuestLinkIn(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  userId: string,
) {
  return transact(deps, async (tx) => {
    const loaded = await loadDossierFor(tx.trx, actor, dossierId, { lock: true });
    const guest = await guestAccessOf(tx.trx, dossierId, userId);
    const now = deps.clock.now();
    if (!guest) throw notFound();
    authorize(mayResendLink(actor.user, loaded.facts, guest, now));
    // The policy refused anyone without an access end.
    const expiresAt = guest.token_expires_at as Date;
    await resendGuestLink(tx, { dossier: loaded.dossier, guest, expiresAt, now });
    return { result: { user_id: guest.user_id, token_expires_at: expiresAt.toISOString() }, events: [] };
  });
}
