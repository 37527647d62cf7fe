import { invoiceDraftRefusals, type PatchInvoiceRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { fieldError, ValidationFailed } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayChangeDraft } from '../../../policies/invoices.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { loadInvoiceFor } from '../load-invoice.ts';
import { lineFigures } from '../presenter.ts';
import { dossierCompanyIds, findInvoice, invoiceView, writeDraftLines } from '../queries.ts';

/**
 * Changes a draft (the seller's colleagues, while a draft): given lines replace all lines; the rules across fields
 * are checked again on the draft as it will be, so a change that breaks one stores nothing (422).
 */
export async function changeDraft(
  deps: TimedCommandDeps,
  actor: Actor,
  invoiceId: string,
  body: PatchInvoiceRequest,
) {
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    const { invoice, facts } = await loadInvoiceFor(trx, actor, invoiceId, now, { lock: true });
    authorize(mayChangeDraft(actor.user, facts));
    const current = await invoiceView(trx, invoice);
    const reverseCharge = body.reverse_charge ?? invoice.reverse_charge;
    const refusals = invoiceDraftRefusals({
      kind: invoice.kind,
      credited_invoice_id: invoice.credited_invoice_id,
      reverse_charge: reverseCharge,
      lines: body.lines ?? current.lines.map(lineFigures),
    });
    if (refusals.length > 0)
      throw new ValidationFailed(
        refusals.map((refusal) => ({
          loc: ['body', ...refusal.path],
          msg: refusal.message,
          type: 'value_error',
        })),
      );
    if (body.buyer_company_id !== undefined && body.buyer_company_id !== invoice.buyer_company_id) {
      const companies = await dossierCompanyIds(trx, invoice.dossier_id);
      const valid =
        invoice.kind === 'invoice' &&
        body.buyer_company_id !== invoice.seller_company_id &&
        companies.includes(body.buyer_company_id);
      if (!valid)
        throw fieldError(
          ['body', 'buyer_company_id'],
          'Kies als ontvanger een ander bedrijf uit dit dossier',
        );
    }
    await trx
      .updateTable('invoices')
      .set({
        buyer_company_id: body.buyer_company_id ?? invoice.buyer_company_id,
        reverse_charge: reverseCharge,
        ...(body.buyer_reference !== undefined && { buyer_reference: body.buyer_reference }),
        ...(body.note !== undefined && { note: body.note }),
        ...(body.due_date !== undefined && { due_date: body.due_date }),
      })
      .where('id', '=', invoiceId)
      .execute();
    if (body.lines) await writeDraftLines(trx, invoiceId, body.lines);
    const stored = await findInvoice(trx, invoiceId);
    if (!stored) throw new Error(`invoice ${invoiceId} vanished`);
    return { result: await invoiceView(trx, stored), events: [] };
  });
}
