import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayRequestExtension } from '../../../policies/guests.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { requestAccessExtension } from '../access.ts';
import { guestAccessOf, lockDossier } from '../queries.ts';

/** 'Vraag verlenging aan': the guest asks the inviting company for more time, before or after their access ends. */
export async function requestExtension(deps: TimedCommandDeps, actor: Actor, dossierId: string) {
  return transact(deps, async (tx) => {
    if (!(await guestAccessOf(tx.trx, dossierId, actor.user.id))) throw notFound();
    const dossier = await lockDossier(tx.trx, dossierId);
    // Read again under the dossier's lock: two requests at once must see each other (the quiet window).
    const guest = await guestAccessOf(tx.trx, dossierId, actor.user.id);
    if (!guest) throw notFound();
    authorize(mayRequestExtension(actor.user, dossier, guest));
    const { requestedAt, repeated, events } = await requestAccessExtension(tx, {
      dossier,
      guest,
      now: deps.clock.now(),
    });
    return { result: { requested_at: requestedAt.toISOString(), repeated }, events };
  });
}
