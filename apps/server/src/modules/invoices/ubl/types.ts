import type { InvoiceKind, InvoiceTotals, VatCategory } from '@dossier/contract';

/**
 * An invoice as the UBL is written from it and an imported UBL is read into: plain data, no database. The party data
 * is the copy frozen when the invoice was sent; amounts are decimal texts (two decimals from invoice-math; an import
 * keeps what the file says, and the rules judge it).
 */
export interface UblParty {
  legal_name: string;
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'NL'. */
  country_code: string;
  /** With its country prefix, e.g. 'NL123456789B01'. */
  vat_id: string | null;
  /** The KvK (company registration) number, 8 digits: EndpointID and legal CompanyID, scheme 0106. */
  kvk: string | null;
  iban: string | null;
}

export interface UblLine {
  /** The line's id in the document: its position '1', '2', ... for our own invoices. */
  id: string;
  description: string;
  quantity: string;
  /** UN/ECE Recommendation 20, 'C62' (piece) by default. */
  unit_code: string;
  unit_price: string;
  vat_category: VatCategory;
  vat_rate: string;
  line_extension: string;
}

export interface UblVatGroup {
  category: VatCategory;
  rate: string;
  taxable: string;
  tax: string;
  /** A text, never a code (NLCIUS warns on codes, BR-NL-35); required for E and AE. */
  exemption_reason: string | null;
}

/** v1 writes none of these; an import reads them when present so BR-CO-13 and BR-CO-16 are checked as written. */
export interface UblExtraTotals {
  allowance_total?: string;
  charge_total?: string;
  prepaid?: string;
  rounding?: string;
}

export interface StoredInvoice {
  kind: InvoiceKind;
  number: string;
  /** YYYY-MM-DD. */
  issue_date: string;
  /** Written for an Invoice only: a UBL 2.1 CreditNote has no due date and is settled against the invoice. */
  due_date: string | null;
  currency: 'EUR';
  /** NLCIUS requires a buyer reference or an order reference (BR-NL-2): the sender supplies one. */
  buyer_reference: string | null;
  /** The buyer's order number (cac:OrderReference), which also satisfies BR-NL-2. */
  order_reference: string | null;
  note: string | null;
  /** The one payment terms note (at most once in a document). */
  payment_terms: string | null;
  /** The credited invoice's number: a CreditNote's BillingReference. */
  credited_invoice_number: string | null;
  seller: UblParty;
  buyer: UblParty;
  lines: UblLine[];
  vat_breakdown: UblVatGroup[];
  totals: InvoiceTotals & UblExtraTotals;
}

/** One broken rule: its EN 16931 / NLCIUS id, a Dutch text naming it, and where in the document. */
export interface RuleRefusal {
  rule: string;
  message: string;
  loc?: (string | number)[];
}
