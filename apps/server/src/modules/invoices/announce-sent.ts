import type { Actor } from '../../auth/sessions.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import type { Tx } from '../../transact.ts';
import { writeSystemLine } from '../messages/index.ts';
import { invoiceUpdated, messageIdOf } from './live.ts';
import { notifyParty } from './notify-party.ts';
import type { InvoiceView } from './queries.ts';

/**
 * What every sent invoice writes beside its row, sent from a draft or imported: the chat line, the 'sent' step of
 * its history tied to that line, and the mail to the buyer's members (outbox); returns the live events to publish.
 */
export async function announceSent(
  tx: Tx,
  input: { view: InvoiceView; actor: Actor; dossier: { id: string; title: string }; text: string; now: Date },
): Promise<LiveEvent[]> {
  const { view, text, now } = input;
  const { invoice } = view;
  const line = await writeSystemLine(tx.trx, invoice.dossier_id, input.actor.user, text, now);
  await tx.trx
    .insertInto('invoice_events')
    .values({
      invoice_id: invoice.id,
      status: 'sent',
      actor_id: input.actor.user.id,
      created_at: now,
      message_id: messageIdOf(line),
    })
    .execute();
  await notifyParty(tx, {
    dossier: input.dossier,
    companyId: invoice.buyer_company_id,
    invoiceNumber: invoice.number ?? '',
    news: text,
    now,
  });
  return [line, invoiceUpdated(view)];
}
