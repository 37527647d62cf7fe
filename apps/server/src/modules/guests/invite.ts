import type { Kysely } from 'kysely';
import { issueOneTimeToken } from '../../auth/one-time-tokens.ts';
import { addDays } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { Database, Message, User } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { guestInviteMail } from '../../mail/templates.ts';
import { fullName, systemText } from '../dossiers/system-texts.ts';
import { appendSystemMessage } from '../messages/append.ts';
import { findLiveUserByEmail } from '../users/queries.ts';

export const magicLink = (publicUrl: string, token: string) => `${publicUrl}/validate?token=${token}`;

interface GuestInvite {
  dossier: { id: string; title: string };
  company: { id: string; name: string; is_meru_client: boolean };
  email: string;
  inviter: User;
}

/**
 * Gives the contact of an external company time-limited access to one dossier as a guest (viewer):
 * their account, membership with an expiry, a single-use magic link by mail and a system message.
 */
export async function inviteGuest(
  trx: Kysely<Database>,
  config: Config,
  input: GuestInvite,
): Promise<{ guest: User; message: Message }> {
  if (input.company.is_meru_client)
    throw fieldError(['body', 'email'], 'Nodig een gebruiker van dit bedrijf uit via het dossier');
  const existing = await findLiveUserByEmail(trx, input.email);
  if (existing && (existing.company_id !== input.company.id || existing.role !== 'viewer')) {
    throw fieldError(['body', 'email'], 'Dit e-mailadres hoort bij een ander bedrijf');
  }
  const expiresAt = addDays(new Date(), config.viewerAccessDays);
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
  await trx
    .insertInto('dossier_users')
    .values({
      dossier_id: input.dossier.id,
      user_id: guest.id,
      company_id: input.company.id,
      token_expires_at: expiresAt,
    })
    .onConflict((oc) =>
      oc.columns(['dossier_id', 'user_id']).doUpdateSet({ status: 'active', token_expires_at: expiresAt }),
    )
    .execute();
  const token = await issueOneTimeToken(trx, {
    userId: guest.id,
    purpose: 'magic_link',
    dossierId: input.dossier.id,
    expiresAt,
  });
  await enqueueMail(
    trx,
    guest.email,
    guestInviteMail({
      inviterName: fullName(input.inviter),
      dossierTitle: input.dossier.title,
      link: magicLink(config.publicUrl, token),
      days: config.viewerAccessDays,
    }),
  );
  const message = await appendSystemMessage(trx, {
    dossierId: input.dossier.id,
    sender: { id: input.inviter.id, name: fullName(input.inviter) },
    body: systemText.guestInvited(guest.email, fullName(input.inviter)),
  });
  return { guest: { ...guest, token_expires_at: expiresAt }, message };
}
