import { mayMoveInvoice } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { notFound, ValidationFailed } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayImportInvoice } from '../../../policies/invoices.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { companyById } from '../../companies/index.ts';
import { membershipOf } from '../../membership/index.ts';
import { systemText } from '../../messages/index.ts';
import { announceSent } from '../announce-sent.ts';
import { creditInvoiceWhenCovered } from '../credit.ts';
import { dutchAmount } from '../presenter.ts';
import { dossierCompanyIds, invoiceView, lockDossierForInvoices } from '../queries.ts';
import { importRefusals } from '../ubl/import-checks.ts';
import { parseUbl } from '../ubl/parse-ubl.ts';
import type { RuleRefusal, StoredInvoice } from '../ubl/types.ts';
import { creditedByImport, dossierBuyers, insertImportedLines } from './import-queries.ts';

/** One 422 entry per broken rule, at ["file", ...where in the document] (the rule's id when it names no place). */
const refused = (refusals: RuleRefusal[]) =>
  new ValidationFailed(
    refusals.map((rule) => ({
      loc: ['file', ...(rule.loc ?? [rule.rule])],
      msg: rule.message,
      type: 'invoice_rule',
    })),
  );

const numberTaken = (number: string): RuleRefusal => ({
  rule: 'IMPORT-NUMBER',
  message: `[IMPORT-NUMBER] Factuurnummer ${number} van uw bedrijf bestaat al`,
  loc: ['ID'],
});

/**
 * Imports a UBL Invoice or CreditNote from the seller's accounting software (issue 21 item 7) as sent: its own number
 * and dates, both parties' billing data as the file has them, its lines and totals, the file kept byte for byte.
 * Refused with 422, one entry per broken rule and nothing stored, when it breaks an EN 16931/NLCIUS rule, names
 * another seller than the uploader's company, a buyer outside the dossier, or a number the seller already used.
 * Then as a sent invoice: the chat line, the history, the buyer's mail and, for a credit note of an invoice of the
 * dossier, that invoice's credit.
 */
export async function importInvoice(
  deps: TimedCommandDeps,
  actor: Actor,
  input: { dossierId: string; xml: string },
) {
  // Read and checked before the transaction: the dossier's lock is not held while a long file is parsed.
  // A byte order mark is kept in the stored file, not shown to the parser.
  const parsed = parseUbl(input.xml.replace(/^\uFEFF/, ''));
  return transact(deps, async (tx) => {
    const { trx } = tx;
    const now = deps.clock.now();
    const access = await membershipOf(trx, input.dossierId, actor.user.id);
    if (!access) throw notFound();
    const dossier = await lockDossierForInvoices(trx, input.dossierId);
    authorize(mayImportInvoice(actor.user, access, dossier, now));

    if (!parsed.invoice || parsed.refusals.length > 0) throw refused(parsed.refusals);
    const invoice: StoredInvoice = parsed.invoice;
    const sellerId = actor.user.company_id;
    const seller = await companyById(trx, sellerId);
    const companies = (await dossierCompanyIds(trx, dossier.id)).filter((id) => id !== sellerId);
    const { buyerId, refusals } = importRefusals(invoice, {
      sellerKvk: seller.registration_number,
      buyers: await dossierBuyers(trx, companies),
    });
    if (!buyerId || refusals.length > 0) throw refused(refusals);

    const credited =
      invoice.kind === 'credit_note'
        ? await creditedByImport(trx, { dossierId: dossier.id, sellerId, buyerId, invoice })
        : undefined;
    const stored = await trx
      .insertInto('invoices')
      .values({
        dossier_id: dossier.id,
        seller_company_id: sellerId,
        buyer_company_id: buyerId,
        kind: invoice.kind,
        status: 'sent',
        number: invoice.number,
        issue_date: invoice.issue_date,
        due_date: invoice.due_date,
        reverse_charge: invoice.lines.some((line) => line.vat_category === 'AE'),
        buyer_reference: invoice.buyer_reference,
        note: invoice.note,
        credited_invoice_id: credited?.id ?? null,
        seller_billing: JSON.stringify(invoice.seller),
        buyer_billing: JSON.stringify(invoice.buyer),
        line_extension: invoice.totals.line_extension,
        tax_exclusive: invoice.totals.tax_exclusive,
        tax: invoice.totals.tax,
        tax_inclusive: invoice.totals.tax_inclusive,
        payable: invoice.totals.payable,
        created_by: actor.user.id,
        created_at: now,
        sent_at: now,
        imported_xml: input.xml,
      })
      // Unique per seller: a number taken before, or by an import committing meanwhile, stores nothing.
      .onConflict((conflict) => conflict.columns(['seller_company_id', 'number']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!stored) throw refused([numberTaken(invoice.number)]);
    await insertImportedLines(trx, stored.id, invoice.lines);

    const view = await invoiceView(trx, stored);
    const amount = dutchAmount(view.invoice.payable);
    const text =
      invoice.kind === 'credit_note'
        ? systemText.creditNoteImported(invoice.number, amount)
        : systemText.invoiceImported(invoice.number, amount);
    const events = await announceSent(tx, { view, actor, dossier, text, now });
    if (credited && mayMoveInvoice(credited.status, 'credited'))
      events.push(...(await creditInvoiceWhenCovered(trx, actor, credited, now)));
    return { result: view, events };
  });
}
