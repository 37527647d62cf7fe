import type { BuyerAnswerStatus, InvoiceStatusRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { fieldError } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayAnswerInvoice } from '../../../policies/invoices.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { invoiceUpdated, messageIdOf } from '../live.ts';
import { loadInvoiceFor } from '../load-invoice.ts';
import { notifyParty } from '../notify-party.ts';
import { invoiceView } from '../queries.ts';

/** The chat line of each answer, the reason in it so the dispute is discussed right there. */
const answerText: Record<BuyerAnswerStatus, (number: string, reason: string) => string> = {
  in_process: systemText.invoiceInProcess,
  under_query: systemText.invoiceQueried,
  accepted: systemText.invoiceAccepted,
  rejected: systemText.invoiceRejected,
  paid: systemText.invoicePaid,
};

/**
 * The buyer's answer (a guest of the buyer's company too, while their access is valid): forward only, per the
 * contract's table. The status, its history, a chat line for the seller to read and answer, and the live update.
 */
export async function answerInvoice(
  deps: TimedCommandDeps,
  actor: Actor,
  invoiceId: string,
  body: InvoiceStatusRequest,
) {
  return transact(deps, async (tx) => {
    const { trx } = tx;
    const now = deps.clock.now();
    const { invoice, facts, dossier } = await loadInvoiceFor(trx, actor, invoiceId, now, { lock: true });
    authorize(mayAnswerInvoice(actor.user, facts, body.status));
    const before = await invoiceView(trx, invoice);
    const position = body.line_id ? before.lines.findIndex((line) => line.id === body.line_id) : -1;
    if (body.line_id && position < 0)
      throw fieldError(['body', 'line_id'], 'Kies een regel van deze factuur');
    const updated = await trx
      .updateTable('invoices')
      .set({ status: body.status })
      .where('id', '=', invoiceId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const mentioned = before.lines[position];
    const text =
      answerText[body.status](invoice.number ?? '', body.reason ?? '') +
      (mentioned ? systemText.invoiceLineMention(position + 1, mentioned.description) : '');
    const line = await writeSystemLine(trx, invoice.dossier_id, actor.user, text, now);
    await trx
      .insertInto('invoice_events')
      .values({
        invoice_id: invoiceId,
        status: body.status,
        reason: body.reason ?? null,
        line_id: body.line_id ?? null,
        actor_id: actor.user.id,
        created_at: now,
        message_id: messageIdOf(line),
      })
      .execute();
    await notifyParty(tx, {
      dossier,
      companyId: invoice.seller_company_id,
      invoiceNumber: invoice.number ?? '',
      news: text,
      now,
    });
    const view = await invoiceView(trx, updated);
    return { result: view, events: [line, invoiceUpdated(view)] };
  });
}
