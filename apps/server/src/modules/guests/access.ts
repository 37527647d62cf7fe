import { limits } from '@dossier/contract';
import { endSessionsOf } from '../../auth/sessions.ts';
import { addMinutes } from '../../auth/tokens.ts';
import { extensionRequestedMail, newGuestLinkMail } from '../../mail/templates.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import type { Tx } from '../../transact.ts';
import { dutchDate } from '../../zoned-time.ts';
import { activeMembershipsOf, endMembership } from '../membership/index.ts';
import { systemText, writeSystemLine } from '../messages/index.ts';
import { fullName } from '../users/index.ts';
import { endOpenLinks, freshLink } from './links.ts';
import { accessChanged } from './live.ts';
import { guestLabel } from './presenter.ts';
import { type GuestMember, invitingMembers } from './queries.ts';

type Dossier = { id: string; title: string };
type Person = { id: string; first_name: string; last_name: string; email: string };

const dossierLink = (publicUrl: string, dossierId: string) => `${publicUrl}/app/dossier/${dossierId}`;

/** Mails the guest a fresh single-use link until their access ends (the caller checked it has not passed). */
export async function mailGuestLink(
  { trx, config, queueMail }: Tx,
  input: { dossier: Dossier; guest: GuestMember; expiresAt: Date; now: Date },
) {
  const { dossier, guest, expiresAt, now } = input;
  const link = await freshLink(trx, {
    publicUrl: config.publicUrl,
    userId: guest.user_id,
    dossierId: dossier.id,
    expiresAt,
    now,
  });
  await queueMail(
    guest.email,
    newGuestLinkMail({ dossierTitle: dossier.title, until: dutchDate(expiresAt), link }),
  );
}

/**
 * A guest asks for more time (the caller authorized it): a system line, a mail to the inviting company's members
 * in the dossier, the line's live event. A repeat within the quiet window is answered alike and does nothing.
 */
export async function requestAccessExtension(
  { trx, config, queueMail }: Tx,
  input: { dossier: Dossier; guest: GuestMember; now: Date },
): Promise<{ requestedAt: Date; repeated: boolean; events: LiveEvent[] }> {
  const { dossier, guest, now } = input;
  const earlier = guest.extension_requested_at;
  if (earlier && addMinutes(earlier, limits.extensionRequestQuietMinutes) > now) {
    return { requestedAt: earlier, repeated: true, events: [] };
  }
  await trx
    .updateTable('dossier_users')
    .set({ extension_requested_at: now })
    .where('dossier_id', '=', dossier.id)
    .where('user_id', '=', guest.user_id)
    .execute();
  const line = await writeSystemLine(
    trx,
    dossier.id,
    guest,
    systemText.extensionRequested(guestLabel(guest)),
    now,
  );
  for (const member of await invitingMembers(trx, dossier.id, guest.invited_by_company_id)) {
    await queueMail(
      member.email,
      extensionRequestedMail({
        firstName: member.first_name,
        guestName: fullName(guest),
        guestEmail: guest.email,
        dossierTitle: dossier.title,
        link: dossierLink(config.publicUrl, dossier.id),
      }),
    );
  }
  return { requestedAt: now, repeated: false, events: [line] };
}

/**
 * Takes a guest out of the dossier (the caller authorized it): membership removed, unused links ended, a system
 * line. A guest without another dossier has nothing left to be signed in for: their sessions end and their sockets
 * close; one still in another dossier only stops receiving this one.
 */
export async function revokeGuest(
  { trx }: Tx,
  input: { dossier: Dossier; guest: GuestMember; remover: Person; now: Date },
): Promise<LiveEvent[]> {
  const { dossier, guest, remover, now } = input;
  // The line reaches the guest's sockets too, before they leave the dossier.
  const line = await writeSystemLine(
    trx,
    dossier.id,
    remover,
    systemText.guestRemoved(guestLabel(guest), fullName(remover)),
    now,
  );
  const left = await endMembership(trx, dossier.id, guest.user_id);
  await endOpenLinks(trx, guest.user_id, dossier.id, now);
  const elsewhere = await activeMembershipsOf(trx, guest.user_id);
  const ended = elsewhere.length === 0 ? [await endSessionsOf(trx, guest.user_id)] : [];
  return [line, left, ...ended, accessChanged(guest.user_id)];
}
