import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { StoredInvoice, UblLine, UblParty, UblVatGroup } from './types.ts';

/** NLCIUS (SI-UBL 2.0) on Peppol BIS Billing 3.0. */
export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
export const UBL_NAMESPACES = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;
/** ISO 6523 ICD of the Dutch Chamber of Commerce (KvK) number. */
export const KVK_SCHEME = '0106';
/** UNCL4461 58: SEPA credit transfer. */
export const SEPA_CREDIT_TRANSFER = '58';
/** Exemption reasons as text (NLCIUS warns on the code, BR-NL-35). */
export const EXEMPTION_REASONS: Partial<Record<UblVatGroup['category'], string>> = {
  AE: 'Btw verlegd',
  E: 'Vrijgesteld van btw',
};

type Attributes = Record<string, string>;

/** Appends a UBL element (prefix cbc: or cac:) with its namespace, optional text and attributes. */
function add(parent: XMLBuilder, name: string, text?: string | null, attributes?: Attributes): XMLBuilder {
  const prefix = name.slice(0, 3) as 'cac' | 'cbc';
  const element = parent.ele(UBL_NAMESPACES[prefix], name, attributes);
  if (text !== undefined && text !== null) element.txt(text);
  return element;
}

const euro = (parent: XMLBuilder, name: string, amount: string) =>
  add(parent, name, amount, { currencyID: 'EUR' });

/** A party in EN 16931 order: EndpointID, PartyName, PostalAddress, PartyTaxScheme, PartyLegalEntity. */
function addParty(parent: XMLBuilder, wrapper: string, party: UblParty) {
  const element = add(add(parent, wrapper), 'cac:Party');
  if (party.kvk) add(element, 'cbc:EndpointID', party.kvk, { schemeID: KVK_SCHEME });
  add(add(element, 'cac:PartyName'), 'cbc:Name', party.legal_name);
  const address = add(element, 'cac:PostalAddress');
  add(address, 'cbc:StreetName', party.street);
  add(address, 'cbc:CityName', party.city);
  add(address, 'cbc:PostalZone', party.postal_code);
  add(add(address, 'cac:Country'), 'cbc:IdentificationCode', party.country_code);
  if (party.vat_id) {
    const taxScheme = add(element, 'cac:PartyTaxScheme');
    add(taxScheme, 'cbc:CompanyID', party.vat_id);
    add(add(taxScheme, 'cac:TaxScheme'), 'cbc:ID', 'VAT');
  }
  const legal = add(element, 'cac:PartyLegalEntity');
  add(legal, 'cbc:RegistrationName', party.legal_name);
  if (party.kvk) add(legal, 'cbc:CompanyID', party.kvk, { schemeID: KVK_SCHEME });
}

function addTaxCategory(
  parent: XMLBuilder,
  name: string,
  category: string,
  rate: string,
  reason?: string | null,
) {
  const element = add(parent, name);
  add(element, 'cbc:ID', category);
  add(element, 'cbc:Percent', rate);
  if (reason) add(element, 'cbc:TaxExemptionReason', reason);
  add(add(element, 'cac:TaxScheme'), 'cbc:ID', 'VAT');
}

function addLine(parent: XMLBuilder, invoice: StoredInvoice, line: UblLine) {
  const isCredit = invoice.kind === 'credit_note';
  const element = add(parent, isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  add(element, 'cbc:ID', line.id);
  add(element, isCredit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', line.quantity, {
    unitCode: line.unit_code,
  });
  euro(element, 'cbc:LineExtensionAmount', line.line_extension);
  const item = add(element, 'cac:Item');
  add(item, 'cbc:Name', line.description);
  addTaxCategory(item, 'cac:ClassifiedTaxCategory', line.vat_category, line.vat_rate);
  euro(add(element, 'cac:Price'), 'cbc:PriceAmount', line.unit_price);
}

/**
 * The UBL 2.1 Invoice (380) or CreditNote (381) of a sent invoice, NLCIUS, elements in the schema's order. A
 * CreditNote carries its invoice's number in BillingReference; having no due date in UBL 2.1, it has no PaymentMeans
 * either (the refund is settled against the invoice). The same input always gives the same bytes.
 */
export function buildUbl(invoice: StoredInvoice): string {
  const isCredit = invoice.kind === 'credit_note';
  const rootName = isCredit ? 'CreditNote' : 'Invoice';
  const root = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele(
    UBL_NAMESPACES[rootName],
    rootName,
    { 'xmlns:cac': UBL_NAMESPACES.cac, 'xmlns:cbc': UBL_NAMESPACES.cbc },
  );
  add(root, 'cbc:CustomizationID', CUSTOMIZATION_ID);
  add(root, 'cbc:ProfileID', PROFILE_ID);
  add(root, 'cbc:ID', invoice.number);
  add(root, 'cbc:IssueDate', invoice.issue_date);
  if (!isCredit && invoice.due_date) add(root, 'cbc:DueDate', invoice.due_date);
  add(root, isCredit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', isCredit ? '381' : '380');
  if (invoice.note) add(root, 'cbc:Note', invoice.note);
  add(root, 'cbc:DocumentCurrencyCode', invoice.currency);
  if (invoice.buyer_reference) add(root, 'cbc:BuyerReference', invoice.buyer_reference);
  if (invoice.order_reference) add(add(root, 'cac:OrderReference'), 'cbc:ID', invoice.order_reference);
  if (isCredit && invoice.credited_invoice_number)
    add(
      add(add(root, 'cac:BillingReference'), 'cac:InvoiceDocumentReference'),
      'cbc:ID',
      invoice.credited_invoice_number,
    );
  addParty(root, 'cac:AccountingSupplierParty', invoice.seller);
  addParty(root, 'cac:AccountingCustomerParty', invoice.buyer);
  if (!isCredit && invoice.seller.iban) {
    const payment = add(root, 'cac:PaymentMeans');
    add(payment, 'cbc:PaymentMeansCode', SEPA_CREDIT_TRANSFER);
    add(payment, 'cbc:PaymentID', invoice.number);
    add(add(payment, 'cac:PayeeFinancialAccount'), 'cbc:ID', invoice.seller.iban);
  }
  if (invoice.payment_terms) add(add(root, 'cac:PaymentTerms'), 'cbc:Note', invoice.payment_terms);
  const taxTotal = add(root, 'cac:TaxTotal');
  euro(taxTotal, 'cbc:TaxAmount', invoice.totals.tax);
  for (const group of invoice.vat_breakdown) {
    const subtotal = add(taxTotal, 'cac:TaxSubtotal');
    euro(subtotal, 'cbc:TaxableAmount', group.taxable);
    euro(subtotal, 'cbc:TaxAmount', group.tax);
    const reason = group.exemption_reason ?? EXEMPTION_REASONS[group.category] ?? null;
    addTaxCategory(subtotal, 'cac:TaxCategory', group.category, group.rate, reason);
  }
  const monetary = add(root, 'cac:LegalMonetaryTotal');
  euro(monetary, 'cbc:LineExtensionAmount', invoice.totals.line_extension);
  euro(monetary, 'cbc:TaxExclusiveAmount', invoice.totals.tax_exclusive);
  euro(monetary, 'cbc:TaxInclusiveAmount', invoice.totals.tax_inclusive);
  euro(monetary, 'cbc:PayableAmount', invoice.totals.payable);
  for (const line of invoice.lines) addLine(root, invoice, line);
  return root.end({ prettyPrint: true });
}
