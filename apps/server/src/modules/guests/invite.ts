import { addDays } from '../../auth/tokens.ts';
import type { User } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { guestInviteMail } from '../../mail/templates.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import type { Tx } from '../../transact.ts';
import { addMembers } from '../membership/index.ts';
import { systemText, writeSystemLine } from '../messages/index.ts';
import { findLiveUserByEmail, fullName } from '../users/index.ts';
import { freshLink } from './links.ts';
import { accessChanged } from './live.ts';

interface GuestInvite {
  dossier: { id: string; title: string };
  company: { id: string; name: string; is_meru_client: boolean };
  email: string;
  inviter: User;
  now: Date;
  /** The body field the address came in, for a refusal's location ('email' unless said). */
  emailField?: string;
}

/**
 * Gives the contact of an external company time-limited access to one dossier as a guest (viewer), inside
 * the caller's transaction: their account, membership with an expiry (the inviter's company manages it), a
 * single-use magic link by mail and a system message. Returns the guest and the events that follow.
 */
export async function inviteGuest(
  { trx, config, queueMail }: Tx,
  input: GuestInvite,
): Promise<{ guest: User; events: LiveEvent[] }> {
  const field = ['body', input.emailField ?? 'email'];
  if (input.company.is_meru_client)
    throw fieldError(field, 'Nodig een gebruiker van dit bedrijf uit via het dossier');
  const existing = await findLiveUserByEmail(trx, input.email);
  if (existing && (existing.company_id !== input.company.id || existing.role !== 'viewer')) {
    throw fieldError(field, 'Dit e-mailadres hoort bij een ander bedrijf');
  }
  const expiresAt = addDays(input.now, config.viewerAccessDays);
  const guest =
    existing ??
    (await trx
      .insertInto('users')
      .values({
        company_id: input.company.id,
        email: input.email,
        first_name: input.email.split('@')[0]!,
        last_name: '',
        role: 'viewer',
      })
      .returningAll()
      .executeTakeFirstOrThrow());
  await trx.updateTable('users').set({ token_expires_at: expiresAt }).where('id', '=', guest.id).execute();
  const joined = await addMembers(trx, [
    {
      dossier: input.dossier,
      user: guest,
      expiresAt,
      invitedByCompanyId: input.inviter.company_id,
      invitedByUserId: input.inviter.id,
    },
  ]);
  const link = await freshLink(trx, {
    publicUrl: config.publicUrl,
    userId: guest.id,
    dossierId: input.dossier.id,
    expiresAt,
    now: input.now,
  });
  await queueMail(
    guest.email,
    guestInviteMail({
      inviterName: fullName(input.inviter),
      dossierTitle: input.dossier.title,
      link,
      days: config.viewerAccessDays,
    }),
  );
  const line = await writeSystemLine(
    trx,
    input.dossier.id,
    input.inviter,
    systemText.guestInvited(guest.email, fullName(input.inviter)),
    input.now,
  );
  return {
    guest: { ...guest, token_expires_at: expiresAt },
    events: [...joined, line, accessChanged(guest.id)],
  };
}
