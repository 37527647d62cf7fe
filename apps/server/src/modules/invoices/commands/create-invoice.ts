import type { CreateInvoiceRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayCreateInvoice } from '../../../policies/invoices.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { activeMembership } from '../../membership/index.ts';
import { creditableInvoice } from '../credited-invoice.ts';
import {
  dossierCompanyIds,
  findInvoice,
  invoiceView,
  lockDossierForInvoices,
  writeDraftLines,
} from '../queries.ts';

const notABuyer = () =>
  fieldError(['body', 'buyer_company_id'], 'Kies als ontvanger een ander bedrijf uit dit dossier');

/**
 * A draft invoice or credit note by a colleague of a company in the dossier (the seller); the buyer defaults to the
 * dossier's other company, a credit note's to the credited invoice's. Drafts are the seller's alone: nothing live.
 */
export async function createInvoice(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  body: CreateInvoiceRequest,
) {
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    if (!(await activeMembership(trx, dossierId, actor.user.id, now))) throw notFound();
    const dossier = await lockDossierForInvoices(trx, dossierId);
    authorize(mayCreateInvoice(actor.user, dossier));
    const seller = actor.user.company_id;
    const companies = await dossierCompanyIds(trx, dossierId);
    const credited =
      body.kind === 'credit_note'
        ? await creditableInvoice(trx, actor, dossier, body.credited_invoice_id)
        : undefined;
    const buyer =
      body.buyer_company_id ?? credited?.buyer_company_id ?? companies.find((id) => id !== seller);
    if (!buyer || buyer === seller || !companies.includes(buyer)) throw notABuyer();
    if (credited && credited.buyer_company_id !== buyer) throw notABuyer();
    const { id } = await trx
      .insertInto('invoices')
      .values({
        dossier_id: dossierId,
        seller_company_id: seller,
        buyer_company_id: buyer,
        kind: body.kind,
        credited_invoice_id: credited?.id ?? null,
        reverse_charge: body.reverse_charge,
        buyer_reference: body.buyer_reference ?? null,
        note: body.note ?? null,
        due_date: body.due_date ?? null,
        created_by: actor.user.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeDraftLines(trx, id, body.lines);
    const stored = await findInvoice(trx, id);
    if (!stored) throw new Error(`invoice ${id} vanished`);
    return { result: await invoiceView(trx, stored), events: [] };
  });
}
