import { calculateInvoice } from '@dossier/contract';
import { lineFigures, presentInvoice } from './presenter.ts';
import type { InvoiceView } from './queries.ts';
import { EXEMPTION_REASONS } from './ubl/build-ubl.ts';
import type { StoredInvoice, UblParty } from './ubl/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The one payment terms note: the term in days for an invoice, the settlement against the invoice for a credit note. */
function paymentTerms(view: InvoiceView, creditedNumber: string | null) {
  const { issue_date, due_date } = view.invoice;
  if (view.invoice.kind === 'credit_note') return `Verrekening met factuur ${creditedNumber ?? ''}`.trim();
  if (!issue_date || !due_date) return null;
  return `Betaling binnen ${daysBetween(issue_date, due_date)} dagen na factuurdatum`;
}

/**
 * The invoice as the UBL is written from it and the EN 16931 rules judge it: the parties as frozen at sending, line
 * ids '1', '2', ..., the amounts as stored.
 */
export function toStoredInvoice(
  view: InvoiceView,
  parties: { seller: UblParty; buyer: UblParty },
  creditedNumber: string | null,
): StoredInvoice {
  const presented = presentInvoice(view);
  const { vat_breakdown } = calculateInvoice(view.lines.map(lineFigures));
  return {
    kind: view.invoice.kind,
    number: view.invoice.number ?? '',
    issue_date: view.invoice.issue_date ?? '',
    due_date: view.invoice.kind === 'invoice' ? view.invoice.due_date : null,
    currency: 'EUR',
    buyer_reference: view.invoice.buyer_reference,
    order_reference: null,
    note: view.invoice.note,
    payment_terms: paymentTerms(view, creditedNumber),
    credited_invoice_number: creditedNumber,
    seller: parties.seller,
    buyer: parties.buyer,
    lines: presented.lines.map((line, index) => ({
      id: String(index + 1),
      description: line.description,
      quantity: line.quantity,
      unit_code: line.unit_code,
      unit_price: line.unit_price,
      vat_category: line.vat_category,
      vat_rate: line.vat_rate,
      line_extension: line.line_extension,
    })),
    vat_breakdown: vat_breakdown.map((group) => ({
      ...group,
      exemption_reason: EXEMPTION_REASONS[group.category] ?? null,
    })),
    totals: presented.totals,
  };
}
