import { limits, vatCategories } from '@dossier/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { UBL_NAMESPACES } from './build-ubl.ts';
import { checkInvoiceRules } from './rules.ts';
import type { RuleRefusal, StoredInvoice, UblLine, UblParty, UblVatGroup } from './types.ts';
import { attribute, child, children, type Node, path, text } from './xml-nodes.ts';

/** The same bound as any upload: a 500-line UBL is about 0.6 MB. */
export const UBL_MAX_BYTES = limits.uploadMaxBytes;

export interface ParsedUbl {
  /** Null when the file is no UBL Invoice or CreditNote we can read; store it only when refusals is empty. */
  invoice: StoredInvoice | null;
  refusals: RuleRefusal[];
}

/** Elements that may repeat, always read as arrays. */
const REPEATING = new Set([
  'InvoiceLine',
  'CreditNoteLine',
  'TaxTotal',
  'TaxSubtotal',
  'Note',
  'PaymentMeans',
  'PaymentTerms',
  'PartyTaxScheme',
  'AllowanceCharge',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATING.has(name),
});

const refusal = (rule: string, text: string, loc?: RuleRefusal['loc']): RuleRefusal => ({
  rule,
  message: `[${rule}] ${text}`,
  ...(loc ? { loc } : {}),
});

/** The root's own start tag names the UBL namespace (prefixes are dropped while parsing). */
function rootNamespaceOk(xml: string, root: 'Invoice' | 'CreditNote') {
  const tag = new RegExp(`<(?:([\\w.-]+):)?${root}\\b([^>]*)>`).exec(xml);
  if (!tag) return false;
  const declaration = tag[1] ? `xmlns:${tag[1]}` : 'xmlns';
  return tag[2]!.includes(`${declaration}="${UBL_NAMESPACES[root]}"`);
}

/**
 * Reads a UBL 2.1 Invoice or CreditNote (NLCIUS or Peppol BIS 3) into the stored-invoice shape and checks it by the
 * same rules as our own (rules.ts). Refused before parsing: more than UBL_MAX_BYTES, and any DOCTYPE or ENTITY
 * declaration (XXE, billion laughs: UBL never needs one).
 */
export function parseUbl(xml: string): ParsedUbl {
  const fail = (rule: string, message: string): ParsedUbl => ({
    invoice: null,
    refusals: [refusal(rule, message)],
  });
  if (Buffer.byteLength(xml, 'utf8') > UBL_MAX_BYTES)
    return fail('UBL-SIZE', `Het bestand is groter dan ${UBL_MAX_BYTES / 1024 / 1024} MB`);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    return fail('UBL-DOCTYPE', 'Een UBL-bestand bevat geen DOCTYPE of ENTITY');
  const validation = XMLValidator.validate(xml);
  if (validation !== true) return fail('UBL-XML', `Het bestand is geen geldige XML: ${validation.err.msg}`);
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    return fail('UBL-XML', 'Het bestand is geen leesbare XML');
  }
  const rootName = 'Invoice' in document ? 'Invoice' : 'CreditNote' in document ? 'CreditNote' : null;
  if (!rootName || !rootNamespaceOk(xml, rootName))
    return fail('UBL-ROOT', 'Het bestand is geen UBL 2.1 Invoice of CreditNote');
  return readDocument(child(document, rootName) ?? {}, rootName);
}

function readDocument(root: Node, rootName: 'Invoice' | 'CreditNote'): ParsedUbl {
  const refusals: RuleRefusal[] = [];
  const isCredit = rootName === 'CreditNote';
  const customization = text(child(root, 'CustomizationID'));
  if (!customization?.startsWith('urn:cen.eu:en16931:2017'))
    refusals.push(
      refusal('BR-01', 'De specificatie (cbc:CustomizationID) ontbreekt of is geen EN 16931', [
        'CustomizationID',
      ]),
    );
  const typeCode = text(child(root, isCredit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'));
  if (!typeCode) refusals.push(refusal('BR-04', 'Het factuurtype (TypeCode) ontbreekt', ['InvoiceTypeCode']));
  else if (isCredit !== (typeCode === '381'))
    refusals.push(refusal('BR-NL-8', `Type ${typeCode} hoort niet bij een ${rootName}`, ['InvoiceTypeCode']));
  else if (typeCode !== '380' && typeCode !== '381')
    refusals.push(refusal('BR-NL-7', `Factuurtype ${typeCode} wordt niet ondersteund (alleen 380 en 381)`));
  const currency = text(child(root, 'DocumentCurrencyCode'));
  if (currency !== 'EUR')
    refusals.push(refusal('BR-05', `De valuta (cbc:DocumentCurrencyCode) is EUR, niet '${currency ?? ''}'`));
  if (children(root, 'AllowanceCharge').length > 0)
    refusals.push(
      refusal('UBL-ALLOWANCE', 'Kortingen of toeslagen op documentniveau worden niet ondersteund'),
    );

  const amount = (node: unknown, loc: RuleRefusal['loc']) => {
    const currencyId = attribute(node, 'currencyID');
    if (node !== undefined && currencyId !== 'EUR')
      refusals.push(
        refusal('PEPPOL-EN16931-R051', `Bedrag zonder currencyID EUR ('${currencyId ?? ''}')`, loc),
      );
    return text(node) ?? '';
  };
  const optionalAmount = (node: unknown, loc: RuleRefusal['loc']) =>
    node === undefined ? undefined : amount(node, loc);

  const paymentMeans = children(root, 'PaymentMeans');
  paymentMeans.forEach((means, index) => {
    const code = text(child(means, 'PaymentMeansCode'));
    if (!['30', '48', '49', '57', '58', '59'].includes(code ?? ''))
      refusals.push(
        refusal('BR-NL-12', `Betaalwijze '${code ?? ''}' is geen 30, 48, 49, 57, 58 of 59`, [
          'PaymentMeans',
          index,
        ]),
      );
    if ((code === '30' || code === '58') && !text(path(means, 'PayeeFinancialAccount', 'ID')))
      refusals.push(
        refusal('BR-61', 'Bij een overboeking staat het rekeningnummer (IBAN)', ['PaymentMeans', index]),
      );
  });
  const iban = text(path(paymentMeans[0], 'PayeeFinancialAccount', 'ID'));

  const party = (wrapper: string): UblParty => {
    const node = path(root, wrapper, 'Party');
    const endpoint = child(node, 'EndpointID');
    const legalId = path(node, 'PartyLegalEntity', 'CompanyID');
    const kvk = attribute(legalId, 'schemeID') === '0106' ? text(legalId) : null;
    if (kvk && !endpoint)
      refusals.push(
        refusal(
          wrapper === 'AccountingSupplierParty' ? 'PEPPOL-EN16931-R020' : 'PEPPOL-EN16931-R010',
          'Het elektronisch adres (cbc:EndpointID) ontbreekt',
          [wrapper, 'EndpointID'],
        ),
      );
    const vatScheme = children(node, 'PartyTaxScheme').find(
      (scheme) => text(path(scheme, 'TaxScheme', 'ID')) === 'VAT',
    );
    const address = child(node, 'PostalAddress');
    return {
      legal_name:
        text(path(node, 'PartyLegalEntity', 'RegistrationName')) ??
        text(path(node, 'PartyName', 'Name')) ??
        '',
      street: text(child(address, 'StreetName')) ?? '',
      postal_code: text(child(address, 'PostalZone')) ?? '',
      city: text(child(address, 'CityName')) ?? '',
      country_code: text(path(address, 'Country', 'IdentificationCode')) ?? '',
      vat_id: text(child(vatScheme, 'CompanyID')),
      kvk,
      iban: wrapper === 'AccountingSupplierParty' ? iban : null,
    };
  };

  const unsupportedCategory = (category: string | null, loc: RuleRefusal['loc']) => {
    if (vatCategories.includes(category as UblLine['vat_category'])) return false;
    refusals.push(
      refusal('UBL-CATEGORY', `Btw-categorie '${category ?? ''}' wordt niet ondersteund (S, Z, E, AE)`, loc),
    );
    return true;
  };
  let mappable = true;
  const lineName = isCredit ? 'CreditNoteLine' : 'InvoiceLine';
  const lines: UblLine[] = children(root, lineName).map((line, index) => {
    const loc = ['InvoiceLine', index];
    const quantity = child(line, isCredit ? 'CreditedQuantity' : 'InvoicedQuantity');
    const taxCategory = path(line, 'Item', 'ClassifiedTaxCategory');
    const category = text(child(taxCategory, 'ID'));
    if (unsupportedCategory(category, loc)) mappable = false;
    const baseQuantity = text(path(line, 'Price', 'BaseQuantity'));
    if ((baseQuantity !== null && baseQuantity !== '1') || children(line, 'AllowanceCharge').length > 0)
      refusals.push(
        refusal(
          'UBL-ALLOWANCE',
          `Regel ${index + 1}: basisaantal, korting of toeslag wordt niet ondersteund`,
          loc,
        ),
      );
    return {
      id: text(child(line, 'ID')) ?? '',
      description: text(path(line, 'Item', 'Name')) ?? '',
      quantity: text(quantity) ?? '',
      unit_code: attribute(quantity, 'unitCode') ?? '',
      unit_price: amount(path(line, 'Price', 'PriceAmount'), [...loc, 'PriceAmount']),
      vat_category: category as UblLine['vat_category'],
      vat_rate: text(child(taxCategory, 'Percent')) ?? '0',
      line_extension: amount(child(line, 'LineExtensionAmount'), [...loc, 'LineExtensionAmount']),
    };
  });

  const taxTotal =
    children(root, 'TaxTotal').find((total) => children(total, 'TaxSubtotal').length > 0) ??
    child(root, 'TaxTotal');
  const vatBreakdown: UblVatGroup[] = children(taxTotal, 'TaxSubtotal').map((subtotal, index) => {
    const loc = ['TaxSubtotal', index];
    const category = text(path(subtotal, 'TaxCategory', 'ID'));
    if (unsupportedCategory(category, loc)) mappable = false;
    return {
      category: category as UblVatGroup['category'],
      rate: text(path(subtotal, 'TaxCategory', 'Percent')) ?? '0',
      taxable: amount(child(subtotal, 'TaxableAmount'), [...loc, 'TaxableAmount']),
      tax: amount(child(subtotal, 'TaxAmount'), [...loc, 'TaxAmount']),
      exemption_reason:
        text(path(subtotal, 'TaxCategory', 'TaxExemptionReason')) ??
        text(path(subtotal, 'TaxCategory', 'TaxExemptionReasonCode')),
    };
  });

  const monetary = child(root, 'LegalMonetaryTotal');
  const at = (name: string) => ['LegalMonetaryTotal', name];
  const extra = {
    allowance_total: optionalAmount(child(monetary, 'AllowanceTotalAmount'), at('AllowanceTotalAmount')),
    charge_total: optionalAmount(child(monetary, 'ChargeTotalAmount'), at('ChargeTotalAmount')),
    prepaid: optionalAmount(child(monetary, 'PrepaidAmount'), at('PrepaidAmount')),
    rounding: optionalAmount(child(monetary, 'PayableRoundingAmount'), at('PayableRoundingAmount')),
  };
  const invoice: StoredInvoice = {
    kind: isCredit ? 'credit_note' : 'invoice',
    number: text(child(root, 'ID')) ?? '',
    issue_date: text(child(root, 'IssueDate')) ?? '',
    due_date: isCredit ? null : text(child(root, 'DueDate')),
    currency: 'EUR',
    buyer_reference: text(child(root, 'BuyerReference')),
    order_reference: text(path(root, 'OrderReference', 'ID')),
    note: children(root, 'Note').map(text).filter(Boolean).join('\n') || null,
    payment_terms: text(path(root, 'PaymentTerms', 'Note')),
    credited_invoice_number: text(path(root, 'BillingReference', 'InvoiceDocumentReference', 'ID')),
    seller: party('AccountingSupplierParty'),
    buyer: party('AccountingCustomerParty'),
    lines,
    vat_breakdown: vatBreakdown,
    totals: {
      line_extension: amount(child(monetary, 'LineExtensionAmount'), at('LineExtensionAmount')),
      tax_exclusive: amount(child(monetary, 'TaxExclusiveAmount'), at('TaxExclusiveAmount')),
      tax: amount(child(taxTotal, 'TaxAmount'), ['TaxTotal', 'TaxAmount']),
      tax_inclusive: amount(child(monetary, 'TaxInclusiveAmount'), at('TaxInclusiveAmount')),
      payable: amount(child(monetary, 'PayableAmount'), at('PayableAmount')),
      ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)),
    },
  };
  if (!mappable) return { invoice: null, refusals };
  return { invoice, refusals: [...refusals, ...checkInvoiceRules(invoice)] };
}
