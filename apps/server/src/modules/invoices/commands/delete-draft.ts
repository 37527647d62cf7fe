import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayChangeDraft } from '../../../policies/invoices.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { loadInvoiceFor } from '../load-invoice.ts';

/** Deletes a draft (the seller's colleagues, while a draft); a sent invoice stays forever (409). */
export async function deleteDraft(deps: TimedCommandDeps, actor: Actor, invoiceId: string) {
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    const { facts } = await loadInvoiceFor(trx, actor, invoiceId, now, { lock: true });
    authorize(mayChangeDraft(actor.user, facts));
    await trx.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
    await trx.deleteFrom('invoices').where('id', '=', invoiceId).execute();
    return { result: null, events: [] };
  });
}
