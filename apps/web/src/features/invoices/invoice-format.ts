import type { InvoiceResponse, VatCategory } from '@dossier/contract';
import { nl } from '../../i18n/nl.ts';

/**
 * An amount as the server and the contract's math write it ('1210', '1210.5', '-12.50') shown in Dutch:
 * '€ 1.210,00', '€ -12,50'. Text to text: a euro amount never passes through floating point.
 */
export function formatEuro(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = `${fraction}00`.slice(0, 2);
  return `€ ${negative ? '-' : ''}${grouped},${cents}`;
}

/** A calendar date of an invoice ('2026-12-20') in the app's Dutch form ('20-12-2026'), in no time zone. */
export function formatInvoiceDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)}-${Number(month)}-${year}`;
}

/** A VAT group or line as the form's select and the totals name it: '21 %', '0 %', 'Vrijgesteld', 'Verlegd'. */
export function vatLabel(category: VatCategory, rate: string): string {
  if (category === 'E') return nl.invoices.vatOptions.E;
  if (category === 'AE') return nl.invoices.vatOptions.AE;
  return `${rate.replace('.', ',')} %`;
}

/** What the list and the dialog call an invoice: its number, or 'Concept'; a credit note says so. */
export function invoiceLabel(invoice: Pick<InvoiceResponse, 'kind' | 'number'>): string {
  const name = invoice.number ?? nl.invoices.draftNumber;
  return invoice.kind === 'credit_note' ? `${nl.invoices.creditNote} ${name}` : name;
}
