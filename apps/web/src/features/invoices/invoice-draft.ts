import {
  type CreateInvoiceRequest,
  calculateInvoice,
  canonicalRate,
  decimalSum,
  type InvoiceCalculation,
  type InvoiceLineFigures,
  type InvoiceResponse,
  isDecimalText,
  isInvoiceOutstanding,
  type VatCategory,
} from '@dossier/contract';

/** The form's VAT choice of a line: its category and rate together, e.g. 'S:21', 'E:0', 'AE:0'. */
export type VatChoice = `${VatCategory}:${string}`;

export const STANDARD_VAT: VatChoice = 'S:21';
export const REVERSE_CHARGE_VAT: VatChoice = 'AE:0';
/** The choices every line offers; a draft's line with another rate keeps its own beside them. */
export const VAT_CHOICES: readonly VatChoice[] = ['S:21', 'S:9', 'Z:0', 'E:0', 'AE:0'];

export interface DraftLineValues {
  description: string;
  quantity: string;
  unit_price: string;
  vat: VatChoice;
  /** Kept from a draft or an invoice being credited (hours, kilograms); a new line is a piece. */
  unit_code?: string;
}

export interface DraftValues {
  lines: DraftLineValues[];
  reverse_charge: boolean;
  buyer_reference: string;
  note: string;
  due_date: string;
}

/** A new line: one piece at 21 % (issue 21 item 9), or reverse charged when the switch is on. */
export const newLine = (reverseCharge: boolean): DraftLineValues => ({
  description: '',
  quantity: '1',
  unit_price: '',
  vat: reverseCharge ? REVERSE_CHARGE_VAT : STANDARD_VAT,
});

export const splitVat = (choice: VatChoice) => {
  const [category, rate] = choice.split(':') as [VatCategory, string];
  return { vat_category: category, vat_rate: rate };
};

/**
 * A number as people type it into the form: '12,50', '1.210,00', ' 3 ' -> '12.50', '1210.00', '3'. With a comma,
 * dots are thousands separators; without one, a dot is the decimal point. Anything else is left for the schema.
 */
export function decimalOf(typed: string): string {
  const text = typed.trim().replace(/\s/g, '');
  return text.includes(',') ? text.replaceAll('.', '').replace(',', '.') : text;
}

const lineFigures = (line: DraftLineValues): InvoiceLineFigures => ({
  quantity: decimalOf(line.quantity),
  unit_price: decimalOf(line.unit_price),
  ...splitVat(line.vat),
});

/** The body of POST .../invoices (and, without kind and credited invoice, of PATCH) from the form. */
export function draftRequest(
  values: DraftValues,
  credit?: { credited_invoice_id: string },
): CreateInvoiceRequest {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    kind: credit ? 'credit_note' : 'invoice',
    ...(credit ? { credited_invoice_id: credit.credited_invoice_id } : {}),
    reverse_charge: values.reverse_charge,
    buyer_reference: optional(values.buyer_reference),
    note: optional(values.note),
    due_date: optional(values.due_date),
    lines: values.lines.map((line) => ({
      description: line.description.trim(),
      ...lineFigures(line),
      ...(line.unit_code ? { unit_code: line.unit_code } : {}),
    })),
  };
}

/**
 * The live totals under the form, by the contract's own math (the server's): the lines whose figures read as
 * decimals count; a line still being typed does not.
 */
export function liveTotals(values: Pick<DraftValues, 'lines'>): InvoiceCalculation {
  const readable = values.lines
    .map(lineFigures)
    .filter((line) => isDecimalText(line.quantity) && isDecimalText(line.unit_price));
  return calculateInvoice(readable);
}

/** A line's amount as the form shows it beside the line, or nothing while its figures do not read. */
export function lineAmount(line: DraftLineValues): string | undefined {
  const figures = lineFigures(line);
  if (!isDecimalText(figures.quantity) || !isDecimalText(figures.unit_price)) return undefined;
  return calculateInvoice([figures]).line_extensions[0];
}

/** The form filled from a draft, or from the invoice a credit note credits (its lines, to trim down). */
export function valuesFrom(invoice: InvoiceResponse, asCredit: boolean): DraftValues {
  return {
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat: `${line.vat_category}:${canonicalRate(line.vat_rate)}` as VatChoice,
      unit_code: line.unit_code,
    })),
    reverse_charge: invoice.reverse_charge,
    buyer_reference: asCredit ? (invoice.number ?? '') : (invoice.buyer_reference ?? ''),
    note: asCredit ? '' : (invoice.note ?? ''),
    due_date: asCredit ? '' : (invoice.due_date ?? ''),
  };
}

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/**
 * What the buyer still has to pay in this dossier: the invoices waiting for an answer or for payment, less the
 * credit notes already sent against them. '0.00' when nothing is outstanding.
 */
export function outstandingTotal(invoices: readonly InvoiceResponse[]): string {
  const outstanding = invoices.filter(
    (invoice) => invoice.kind === 'invoice' && isInvoiceOutstanding(invoice.status),
  );
  const ids = new Set(outstanding.map((invoice) => invoice.id));
  const credits = invoices.filter(
    (invoice) =>
      invoice.kind === 'credit_note' &&
      invoice.status !== 'draft' &&
      invoice.credited_invoice_id !== null &&
      ids.has(invoice.credited_invoice_id),
  );
  return decimalSum([
    ...outstanding.map((invoice) => invoice.totals.payable),
    ...credits.map((invoice) => negate(invoice.totals.payable)),
  ]);
}
