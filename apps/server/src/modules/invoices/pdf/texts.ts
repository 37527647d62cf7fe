import type { InvoiceKind, InvoiceStatus } from '@dossier/contract';
import { dutchAmount } from '../presenter.ts';
import type { UblVatGroup } from '../ubl/types.ts';

/** The Dutch words of the invoice PDF, said once. */
export const pdfTexts = {
  title: { invoice: 'Factuur', credit_note: 'Creditnota' } satisfies Record<InvoiceKind, string>,
  issueDate: 'Factuurdatum',
  dueDate: 'Vervaldatum',
  seller: 'Leverancier',
  buyer: 'Afnemer',
  kvk: 'KvK',
  vatId: 'Btw-nummer',
  buyerReference: 'Uw referentie',
  columns: {
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Prijs per eenheid',
    vat: 'Btw',
    amount: 'Bedrag',
  },
  totalExcl: 'Totaal excl. btw',
  vat: 'Btw',
  totalIncl: 'Totaal incl. btw',
  payable: 'Te betalen',
  reverseCharge: 'Btw verlegd',
} as const;

/** A note beside the title once the buyer's answer settled the invoice one way or another. */
export const statusNotes: Partial<Record<InvoiceStatus, string>> = {
  paid: 'Betaald',
  rejected: 'Afgewezen',
  credited: 'Gecrediteerd',
};

/** '1210.00' -> '€ 1.210,00'. */
export const euro = (value: string) => `€ ${dutchAmount(value)}`;

/** A unit price keeps its extra decimals ('0.125' -> '€ 0,125'), otherwise two. */
export function unitPriceText(value: string) {
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length <= 2) return euro(value);
  const [whole = '0'] = value.split('.');
  return `€ ${dutchAmount(whole).replace(/,00$/, '')},${fraction}`;
}

/** '12.345' -> '12,345'. */
export const quantityText = (value: string) => value.replace('.', ',');

/** '2026-11-26' -> '26-11-2026'. */
export const dutchDate = (value: string) => value.split('-').reverse().join('-');

/** 'NL91ABNA0417164300' -> 'NL91 ABNA 0417 1643 00', as it is read aloud and typed over. */
export const ibanText = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export const vatRateText = (category: UblVatGroup['category'], rate: string) =>
  category === 'AE' ? 'verlegd' : category === 'E' ? 'vrijgesteld' : `${rate.replace('.', ',')}%`;

/** 'Btw 21% over € 1.000,00: € 210,00'; reverse charge and exemption name their reason instead of a rate. */
export function vatGroupText(group: UblVatGroup) {
  const base = euro(group.taxable);
  if (group.category === 'AE') return `${pdfTexts.reverseCharge} over ${base}`;
  if (group.category === 'E') return `${group.exemption_reason ?? 'Vrijgesteld van btw'} over ${base}`;
  return `Btw ${vatRateText(group.category, group.rate)} over ${base}: ${euro(group.tax)}`;
}

export const creditsInvoice = (number: string) => `Deze creditnota crediteert factuur ${number}.`;

export const reverseChargeNote = (sellerVatId: string | null, buyerVatId: string | null) =>
  `${pdfTexts.reverseCharge}: de btw wordt door de afnemer aangegeven. ` +
  `Btw-nummer leverancier: ${sellerVatId ?? '-'}; btw-nummer afnemer: ${buyerVatId ?? '-'}.`;

export function paymentRequest(options: {
  payable: string;
  dueDate: string | null;
  iban: string;
  legalName: string;
  reference: string;
}) {
  const before = options.dueDate ? ` vóór ${dutchDate(options.dueDate)}` : '';
  return `Gelieve ${euro(options.payable)}${before} over te maken op ${ibanText(options.iban)} t.n.v. ${options.legalName} o.v.v. ${options.reference}.`;
}

export const paymentReference = (reference: string) => `Betalingskenmerk: ${reference}`;
export const creditSettlement = (payable: string, credited: string | null) =>
  `Het bedrag van ${euro(payable)} wordt verrekend${credited ? ` met factuur ${credited}` : ''}.`;
