import {
  decimalCompare,
  decimalDistance,
  decimalEquals,
  decimalPlaces,
  decimalSum,
  exactProduct,
  isDecimalText,
} from '@dossier/contract';
import type { RuleRefusal, StoredInvoice, UblParty } from './types.ts';
import { vatCategoryRefusals } from './vat-rules.ts';

/**
 * Our own EN 16931 + NLCIUS checks (no Schematron engine runs the official XSLT 2.0 rules in JS), over the invoice
 * shape the builder writes and the parser reads. Checked here:
 * - required fields: BR-02, BR-03, BR-06..BR-11, BR-16, BR-21..BR-27, BR-CO-18, BR-CO-25 and Peppol's EndpointIDs
 *   (PEPPOL-EN16931-R010 buyer, R020 seller);
 * - line net = quantity x price (PEPPOL-EN16931-R120, 0.02 slack);
 * - sums: BR-CO-10, BR-CO-13, BR-CO-14, BR-CO-15, BR-CO-16, and at most two decimals (BR-DEC-09..23);
 * - VAT ids with a country prefix (BR-CO-09); the VAT categories S, Z, E and AE (vat-rules.ts);
 * - NLCIUS for a Dutch seller: BR-NL-1 (KvK, scheme 0106), BR-NL-2, BR-NL-3, BR-NL-4, BR-NL-10, BR-NL-11.
 * The document-level rules of the XML itself (BR-01, BR-04, BR-05, BR-NL-8, BR-NL-12, BR-61) are the parser's.
 */
export function checkInvoiceRules(invoice: StoredInvoice): RuleRefusal[] {
  const refusals: RuleRefusal[] = [];
  const refuse = (rule: string, text: string, loc?: RuleRefusal['loc']) =>
    refusals.push({ rule, message: `[${rule}] ${text}`, ...(loc ? { loc } : {}) });

  if (!invoice.number.trim()) refuse('BR-02', 'Een factuur heeft een factuurnummer (cbc:ID)', ['ID']);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(invoice.issue_date))
    refuse('BR-03', 'Een factuur heeft een factuurdatum (cbc:IssueDate, JJJJ-MM-DD)', ['IssueDate']);
  partyRefusals(invoice.seller, 'seller', refuse);
  partyRefusals(invoice.buyer, 'buyer', refuse);
  if (invoice.lines.length === 0)
    refuse('BR-16', 'Een factuur heeft minstens één factuurregel', ['InvoiceLine']);
  lineRefusals(invoice, refuse);
  if (invoice.vat_breakdown.length === 0)
    refuse('BR-CO-18', 'Een factuur heeft minstens één btw-specificatie (cac:TaxSubtotal)', ['TaxTotal']);
  const amountsReadable = decimalRefusals(invoice, refuse);
  if (amountsReadable) sumRefusals(invoice, refuse);
  if (amountsReadable) for (const refusal of vatCategoryRefusals(invoice)) refusals.push(refusal);
  dutchRefusals(invoice, amountsReadable, refuse);
  return refusals;
}

const LINE_SLACK = '0.02';

type Refuse = (rule: string, text: string, loc?: RuleRefusal['loc']) => void;

function partyRefusals(party: UblParty, side: 'seller' | 'buyer', refuse: Refuse) {
  const isSeller = side === 'seller';
  const where = isSeller ? 'AccountingSupplierParty' : 'AccountingCustomerParty';
  const who = isSeller ? 'verkoper' : 'koper';
  if (!party.legal_name.trim())
    refuse(isSeller ? 'BR-06' : 'BR-07', `De naam van de ${who} ontbreekt`, [where, 'RegistrationName']);
  if (!/^[A-Z]{2}$/.test(party.country_code))
    refuse(isSeller ? 'BR-09' : 'BR-11', `De landcode van de ${who} ontbreekt`, [where, 'Country']);
  if (!party.street.trim() && !party.city.trim() && !party.postal_code.trim())
    refuse(isSeller ? 'BR-08' : 'BR-10', `Het adres van de ${who} ontbreekt`, [where, 'PostalAddress']);
  if (!party.kvk)
    refuse(
      isSeller ? 'PEPPOL-EN16931-R020' : 'PEPPOL-EN16931-R010',
      `Het elektronisch adres (cbc:EndpointID) van de ${who} ontbreekt`,
      [where, 'EndpointID'],
    );
  if (party.vat_id !== null && !/^[A-Z]{2}[A-Z0-9+*.]{2,13}$/.test(party.vat_id))
    refuse('BR-CO-09', `Het btw-nummer van de ${who} begint met een landcode`, [where, 'PartyTaxScheme']);
}

function lineRefusals(invoice: StoredInvoice, refuse: Refuse) {
  invoice.lines.forEach((line, index) => {
    const loc = (field: string) => ['InvoiceLine', index, field];
    if (!line.id.trim()) refuse('BR-21', `Regel ${index + 1} heeft geen regelnummer`, loc('ID'));
    if (!isDecimalText(line.quantity))
      refuse('BR-22', `Regel ${index + 1} heeft geen aantal`, loc('InvoicedQuantity'));
    if (!line.unit_code.trim()) refuse('BR-23', `Regel ${index + 1} heeft geen eenheid`, loc('unitCode'));
    if (!line.description.trim())
      refuse('BR-25', `Regel ${index + 1} heeft geen omschrijving (cbc:Name)`, loc('Item'));
    if (!isDecimalText(line.unit_price))
      refuse('BR-26', `Regel ${index + 1} heeft geen prijs`, loc('PriceAmount'));
    else if (decimalCompare(line.unit_price, '0') < 0)
      refuse('BR-27', `De prijs van regel ${index + 1} is negatief`, loc('PriceAmount'));
    else if (isDecimalText(line.quantity) && isDecimalText(line.line_extension)) {
      const product = exactProduct(line.quantity, line.unit_price);
      // Peppol allows 0.02 of slack for other software's rounding; ours is exact to the cent.
      if (decimalCompare(decimalDistance(line.line_extension, product), LINE_SLACK) > 0)
        refuse(
          'PEPPOL-EN16931-R120',
          `Regelbedrag ${line.line_extension} van regel ${index + 1} is niet aantal x prijs (${product})`,
          loc('LineExtensionAmount'),
        );
    }
  });
}

/** Every amount is a decimal with at most two decimals; false when one cannot be read at all (no sums then). */
function decimalRefusals(invoice: StoredInvoice, refuse: Refuse): boolean {
  let readable = true;
  const check = (rule: string, amount: string | undefined, loc: RuleRefusal['loc'], missingRule = rule) => {
    if (amount === undefined) return;
    if (!isDecimalText(amount)) {
      readable = false;
      refuse(missingRule, `Bedrag ontbreekt of is geen getal: '${amount}'`, loc);
    } else if (decimalPlaces(amount) > 2)
      refuse(rule, `Bedrag heeft meer dan twee decimalen: ${amount}`, loc);
  };
  const { totals } = invoice;
  check('BR-DEC-09', totals.line_extension, ['LegalMonetaryTotal', 'LineExtensionAmount'], 'BR-12');
  check('BR-DEC-10', totals.allowance_total, ['LegalMonetaryTotal', 'AllowanceTotalAmount']);
  check('BR-DEC-11', totals.charge_total, ['LegalMonetaryTotal', 'ChargeTotalAmount']);
  check('BR-DEC-12', totals.tax_exclusive, ['LegalMonetaryTotal', 'TaxExclusiveAmount'], 'BR-13');
  check('BR-DEC-13', totals.tax, ['TaxTotal', 'TaxAmount']);
  check('BR-DEC-14', totals.tax_inclusive, ['LegalMonetaryTotal', 'TaxInclusiveAmount'], 'BR-14');
  check('BR-DEC-16', totals.prepaid, ['LegalMonetaryTotal', 'PrepaidAmount']);
  check('BR-DEC-17', totals.rounding, ['LegalMonetaryTotal', 'PayableRoundingAmount']);
  check('BR-DEC-18', totals.payable, ['LegalMonetaryTotal', 'PayableAmount'], 'BR-15');
  invoice.vat_breakdown.forEach((group, index) => {
    check('BR-DEC-19', group.taxable, ['TaxSubtotal', index, 'TaxableAmount']);
    check('BR-DEC-20', group.tax, ['TaxSubtotal', index, 'TaxAmount']);
    if (!isDecimalText(group.rate)) {
      readable = false;
      refuse('BR-CO-17', `Btw-specificatie ${index + 1} heeft geen tarief`, [
        'TaxSubtotal',
        index,
        'Percent',
      ]);
    }
  });
  invoice.lines.forEach((line, index) => {
    check('BR-DEC-23', line.line_extension, ['InvoiceLine', index, 'LineExtensionAmount'], 'BR-24');
    if (!isDecimalText(line.quantity) || !isDecimalText(line.unit_price) || !isDecimalText(line.vat_rate))
      readable = false;
  });
  return readable;
}

function sumRefusals(invoice: StoredInvoice, refuse: Refuse) {
  const { totals } = invoice;
  const zero = (amount: string | undefined) => amount ?? '0';
  const minus = (amount: string | undefined) =>
    zero(amount).startsWith('-') ? zero(amount).slice(1) : `-${zero(amount)}`;
  const lineSum = decimalSum(invoice.lines.map((line) => line.line_extension));
  if (!decimalEquals(totals.line_extension, lineSum))
    refuse(
      'BR-CO-10',
      `Som regelbedragen (LineExtensionAmount ${totals.line_extension}) is niet de som van de regels (${lineSum})`,
      ['LegalMonetaryTotal', 'LineExtensionAmount'],
    );
  const exclusive = decimalSum([
    totals.line_extension,
    minus(totals.allowance_total),
    zero(totals.charge_total),
  ]);
  if (!decimalEquals(totals.tax_exclusive, exclusive))
    refuse(
      'BR-CO-13',
      `Totaal exclusief btw (TaxExclusiveAmount ${totals.tax_exclusive}) is niet regelbedragen min kortingen plus toeslagen (${exclusive})`,
      ['LegalMonetaryTotal', 'TaxExclusiveAmount'],
    );
  const taxSum = decimalSum(invoice.vat_breakdown.map((group) => group.tax));
  if (!decimalEquals(totals.tax, taxSum))
    refuse(
      'BR-CO-14',
      `Totaal btw (TaxAmount ${totals.tax}) is niet de som van de btw-specificaties (${taxSum})`,
      ['TaxTotal', 'TaxAmount'],
    );
  const inclusive = decimalSum([totals.tax_exclusive, totals.tax]);
  if (!decimalEquals(totals.tax_inclusive, inclusive))
    refuse(
      'BR-CO-15',
      `Totaal inclusief btw (TaxInclusiveAmount ${totals.tax_inclusive}) is niet totaal exclusief btw plus btw (${inclusive})`,
      ['LegalMonetaryTotal', 'TaxInclusiveAmount'],
    );
  const payable = decimalSum([totals.tax_inclusive, minus(totals.prepaid), zero(totals.rounding)]);
  if (!decimalEquals(totals.payable, payable))
    refuse(
      'BR-CO-16',
      `Te betalen bedrag (PayableAmount ${totals.payable}) is niet totaal inclusief btw min vooruitbetaald plus afronding (${payable})`,
      ['LegalMonetaryTotal', 'PayableAmount'],
    );
  if (decimalCompare(totals.payable, '0') > 0 && !invoice.due_date && !invoice.payment_terms)
    refuse('BR-CO-25', 'Bij een positief te betalen bedrag staat er een vervaldatum of betalingsvoorwaarde', [
      'DueDate',
    ]);
}

/** NLCIUS: these apply when the seller is in the Netherlands. */
function dutchRefusals(invoice: StoredInvoice, amountsReadable: boolean, refuse: Refuse) {
  const { seller, buyer } = invoice;
  if (seller.country_code !== 'NL') return;
  if (!seller.kvk || !/^\d{8}$/.test(seller.kvk))
    refuse(
      'BR-NL-1',
      'De verkoper vermeldt zijn KvK-nummer (cac:PartyLegalEntity/cbc:CompanyID, schemeID 0106)',
      ['AccountingSupplierParty', 'PartyLegalEntity', 'CompanyID'],
    );
  if (!invoice.buyer_reference && !invoice.order_reference)
    refuse(
      'BR-NL-2',
      'De factuur vermeldt een referentie van de koper (cbc:BuyerReference) of een ordernummer',
      ['BuyerReference'],
    );
  if (!seller.street.trim() || !seller.city.trim() || !seller.postal_code.trim())
    refuse('BR-NL-3', 'Het adres van de verkoper heeft straat, plaats en postcode', [
      'AccountingSupplierParty',
      'PostalAddress',
    ]);
  if (
    buyer.country_code === 'NL' &&
    (!buyer.street.trim() || !buyer.city.trim() || !buyer.postal_code.trim())
  )
    refuse('BR-NL-4', 'Het adres van een Nederlandse koper heeft straat, plaats en postcode', [
      'AccountingCustomerParty',
      'PostalAddress',
    ]);
  if (buyer.country_code === 'NL' && !buyer.kvk)
    refuse('BR-NL-10', 'Een Nederlandse koper heeft een KvK-nummer (CompanyID, schemeID 0106)', [
      'AccountingCustomerParty',
      'PartyLegalEntity',
      'CompanyID',
    ]);
  const payable = invoice.totals.payable;
  if (invoice.kind === 'invoice' && amountsReadable && decimalCompare(payable, '0') > 0 && !seller.iban)
    refuse('BR-NL-11', 'De verkoper vermeldt een betaalwijze met rekeningnummer (cac:PaymentMeans)', [
      'PaymentMeans',
    ]);
}
