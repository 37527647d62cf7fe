import { invoiceNewsMail } from '../../mail/templates.ts';
import type { Tx } from '../../transact.ts';
import { freshLink } from '../guests/index.ts';
import { partyMembersOf } from './queries.ts';

/**
 * Mails the other party's members of the dossier (a guest while their access lasts, with a fresh sign-in link) that
 * an invoice was sent or answered, in the caller's transaction: the outbox sends it after the commit.
 */
export async function notifyParty(
  { trx, config, queueMail }: Tx,
  input: {
    dossier: { id: string; title: string };
    companyId: string;
    invoiceNumber: string;
    news: string;
    now: Date;
  },
) {
  const { dossier, now } = input;
  for (const member of await partyMembersOf(trx, dossier.id, input.companyId, now)) {
    const link =
      member.role === 'viewer' && member.token_expires_at
        ? await freshLink(trx, {
            publicUrl: config.publicUrl,
            userId: member.id,
            dossierId: dossier.id,
            expiresAt: member.token_expires_at,
            now,
          })
        : `${config.publicUrl}/app/dossier/${dossier.id}`;
    await queueMail(
      member.email,
      invoiceNewsMail({
        firstName: member.first_name,
        dossierTitle: dossier.title,
        invoiceNumber: input.invoiceNumber,
        news: input.news,
        link,
      }),
    );
  }
}
