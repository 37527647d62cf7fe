import { accessEnded, mayRequestExtension } from '../../../policies/guests.ts';
import type { LiveEvent } from '../../../realtime/events.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { mailGuestLink, requestAccessExtension } from '../access.ts';
import { guestAccessOf, guestMembershipsByEmail, lockDossier } from '../queries.ts';

/**
 * A way back in by e-mail (POST /auth/magic-link), run after the anonymous caller was answered: for each dossier
 * the address is a guest of, a fresh link while the access lasts, or else an extension request to the inviting
 * company (as 'Vraag verlenging aan' would). An unknown address, or anyone else's, gets nothing.
 */
export async function sendWayBackIn(deps: TimedCommandDeps, email: string): Promise<void> {
  await transact(deps, async (tx) => {
    const events: LiveEvent[] = [];
    // In the order of the dossier ids, so two such requests lock dossiers in the same order.
    for (const { user_id, dossier_id } of await guestMembershipsByEmail(tx.trx, email)) {
      const dossier = await lockDossier(tx.trx, dossier_id);
      const guest = await guestAccessOf(tx.trx, dossier_id, user_id);
      const now = deps.clock.now();
      const expiresAt = guest?.token_expires_at;
      if (!guest || !expiresAt || guest.status !== 'active') continue;
      if (!accessEnded(guest, now)) {
        await mailGuestLink(tx, { dossier, guest, expiresAt, now });
        continue;
      }
      const asGuest = { id: guest.user_id, role: guest.role, company_id: guest.company_id };
      if (!mayRequestExtension(asGuest, dossier, guest).allowed) continue;
      events.push(...(await requestAccessExtension(tx, { dossier, guest, now })).events);
    }
    return { result: undefined, events };
  });
}
