import { decimalCompare, decimalSum } from '@dossier/contract';
import type { Transaction } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { systemText, writeSystemLine } from '../messages/index.ts';
import { invoiceUpdated, messageIdOf } from './live.ts';
import { type InvoiceRow, invoiceView, sentCreditsOf } from './queries.ts';

/**
 * Once the sent credit notes of an invoice pay back its whole payable amount, the invoice is credited: its status,
 * its history, a chat line and its live update. `credited` is locked by the caller.
 */
export async function creditInvoiceWhenCovered(
  trx: Transaction<Database>,
  actor: Actor,
  credited: InvoiceRow,
  now: Date,
): Promise<LiveEvent[]> {
  const credits = await sentCreditsOf(trx, credited.id);
  if (decimalCompare(decimalSum(credits), credited.payable) < 0) return [];
  const updated = await trx
    .updateTable('invoices')
    .set({ status: 'credited' })
    .where('id', '=', credited.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const line = await writeSystemLine(
    trx,
    credited.dossier_id,
    actor.user,
    systemText.invoiceCredited(credited.number ?? ''),
    now,
  );
  await trx
    .insertInto('invoice_events')
    .values({
      invoice_id: credited.id,
      status: 'credited',
      actor_id: actor.user.id,
      created_at: now,
      message_id: messageIdOf(line),
    })
    .execute();
  return [line, invoiceUpdated(await invoiceView(trx, updated))];
}
