import type { Actor } from '../../../auth/sessions.ts';
import { addDays } from '../../../auth/tokens.ts';
import { accessRenewedMail } from '../../../mail/templates.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayManageGuest } from '../../../policies/guests.ts';
import type { LiveEvent } from '../../../realtime/events.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { dutchDate } from '../../../zoned-time.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { fullName } from '../../users/index.ts';
import { freshLink } from '../links.ts';
import { accessChanged } from '../live.ts';
import { loadGuestFor } from '../load-guest.ts';
import { guestLabel } from '../presenter.ts';

/**
 * 'Toegang verlengen' (SPEC section 4: renewing extends the access and resends the link): by a member of the
 * company that invited the guest, before or after the access ended. A new end, now + the configured days, a fresh
 * single-use link by mail and a system line; the guest's open sockets follow the dossier again at once and hear so.
 */
export async function renewGuestAccess(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  userId: string,
) {
  return transact(deps, async ({ trx, config, queueMail }) => {
    const now = deps.clock.now();
    const { dossier, guest } = await loadGuestFor(trx, actor, { dossierId, userId, now });
    authorize(mayManageGuest(actor.user, dossier, guest));
    const expiresAt = addDays(now, config.viewerAccessDays);
    await trx
      .updateTable('dossier_users')
      .set({ token_expires_at: expiresAt, extension_requested_at: null })
      .where('dossier_id', '=', dossierId)
      .where('user_id', '=', guest.user_id)
      .execute();
    await trx
      .updateTable('users')
      .set({ token_expires_at: expiresAt })
      .where('id', '=', guest.user_id)
      .execute();
    const link = await freshLink(trx, {
      publicUrl: config.publicUrl,
      userId: guest.user_id,
      dossierId,
      expiresAt,
      now,
    });
    const renewer = fullName(actor.user);
    await queueMail(
      guest.email,
      accessRenewedMail({
        renewerName: renewer,
        dossierTitle: dossier.title,
        until: dutchDate(expiresAt),
        link,
      }),
    );
    const line = await writeSystemLine(
      trx,
      dossierId,
      actor.user,
      systemText.accessRenewed(guestLabel(guest), expiresAt, renewer),
      now,
    );
    const renewed: LiveEvent = {
      kind: 'access_renewed',
      dossierId,
      userId: guest.user_id,
      endsAt: expiresAt.toISOString(),
    };
    return {
      result: { user_id: guest.user_id, token_expires_at: expiresAt.toISOString() },
      // Renewed first, so the guest's sockets are back in the dossier when its line arrives.
      events: [renewed, line, accessChanged(guest.user_id)],
    };
  });
}
