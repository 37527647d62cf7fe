import BigJs from 'big.js';

/**
 * The money of an invoice (EN 16931), the same in the server and in the web's live totals: decimals only, never
 * floating point, no Node APIs. Every amount leaves as a string with two decimals.
 *
 * Rounding is half away from zero, symmetric for negatives (-0.125 -> -0.13), so a negative line (a credit or a
 * discount by a negative quantity) is the exact negation of the positive one.
 */

/** Our own Big constructor: its settings never leak into (or from) another user of big.js. */
const Big = BigJs();
type Big = BigJs.Big;

/** UNCL5305 categories we offer: standard, zero rated, exempt, reverse charge ('btw verlegd'). */
export const vatCategories = ['S', 'Z', 'E', 'AE'] as const;
/** The type is exported with its schema from invoices.ts. */
type VatCategory = (typeof vatCategories)[number];

export interface InvoiceLineFigures {
  quantity: string;
  unit_price: string;
  vat_category: VatCategory;
  vat_rate: string;
}

export interface VatBreakdownEntry {
  category: VatCategory;
  /** The rate without trailing zeros: '21', '9', '0'. */
  rate: string;
  taxable: string;
  tax: string;
}

export interface InvoiceTotals {
  line_extension: string;
  tax_exclusive: string;
  tax: string;
  tax_inclusive: string;
  payable: string;
}

export interface InvoiceCalculation {
  /** Each line's net amount, in the order of the lines. */
  line_extensions: string[];
  vat_breakdown: VatBreakdownEntry[];
  totals: InvoiceTotals;
}

const toCents = (value: Big) => value.round(2, Big.roundHalfUp);
/** Two decimals, and never '-0.00'. */
const money = (value: Big) => (value.eq(0) ? '0.00' : value.toFixed(2));

/** A decimal text the schemas accept ('12.345', '-2', '0.5'); anything else is a programming error here. */
export const isDecimalText = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

/** The rate as the breakdown and the UBL name it: '21.00' -> '21', '9.50' -> '9.5'. */
export const canonicalRate = (rate: string) => new Big(rate).toString();

/** Line net amount (BT-131) = quantity x unit price, rounded to cents. */
export const lineExtension = (quantity: string, unitPrice: string) =>
  money(toCents(new Big(quantity).times(unitPrice)));

/** The tax of one (category, rate) group on the sum of its line nets, rounded once: never per line. */
export const groupTax = (taxable: string, rate: string) =>
  money(toCents(new Big(taxable).times(rate).div(100)));

const categoryOrder = (category: VatCategory) => vatCategories.indexOf(category);

/**
 * Line nets, the VAT breakdown per (category, rate) and the document totals. v1 has no document-level allowances,
 * charges or prepaid amounts: tax exclusive = line extension, payable = tax inclusive. The breakdown is ordered by
 * category (S, Z, E, AE), then by rate from high to low.
 */
export function calculateInvoice(lines: ReadonlyArray<InvoiceLineFigures>): InvoiceCalculation {
  const lineExtensions = lines.map((line) => lineExtension(line.quantity, line.unit_price));
  const groups = new Map<string, { category: VatCategory; rate: string; taxable: Big }>();
  lines.forEach((line, index) => {
    const rate = canonicalRate(line.vat_rate);
    const key = `${line.vat_category}|${rate}`;
    const group = groups.get(key) ?? { category: line.vat_category, rate, taxable: new Big(0) };
    group.taxable = group.taxable.plus(lineExtensions[index]!);
    groups.set(key, group);
  });
  const vatBreakdown = [...groups.values()]
    .sort(
      (a, b) => categoryOrder(a.category) - categoryOrder(b.category) || new Big(b.rate).cmp(new Big(a.rate)),
    )
    .map(({ category, rate, taxable }) => ({
      category,
      rate,
      taxable: money(taxable),
      tax: groupTax(money(taxable), rate),
    }));
  const lineTotal = lineExtensions.reduce((sum, amount) => sum.plus(amount), new Big(0));
  const taxTotal = vatBreakdown.reduce((sum, group) => sum.plus(group.tax), new Big(0));
  const taxInclusive = lineTotal.plus(taxTotal);
  return {
    line_extensions: lineExtensions,
    vat_breakdown: vatBreakdown,
    totals: {
      line_extension: money(lineTotal),
      tax_exclusive: money(lineTotal),
      tax: money(taxTotal),
      tax_inclusive: money(taxInclusive),
      payable: money(taxInclusive),
    },
  };
}

/** Decimal comparisons for the rule checks, so no caller needs big.js of its own. */
export const decimalEquals = (a: string, b: string) => new Big(a).eq(b);
export const decimalSum = (values: ReadonlyArray<string>) =>
  money(values.reduce((sum, value) => sum.plus(value), new Big(0)));
export const decimalCompare = (a: string, b: string) => new Big(a).cmp(b);
/** |a - b| as a decimal text (no rounding). */
export const decimalDistance = (a: string, b: string) => new Big(a).minus(b).abs().toString();
/** a x b exactly (no rounding). */
export const exactProduct = (a: string, b: string) => new Big(a).times(b).toString();
/** taxable x rate / 100 exactly (no rounding), for checks that accept any correct rounding of it. */
export const exactGroupTax = (taxable: string, rate: string) =>
  new Big(taxable).times(rate).div(100).toString();
/** The number of decimals written in a decimal text ('1.50' -> 2). */
export const decimalPlaces = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);
