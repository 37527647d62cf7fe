import { z } from 'zod';
import { BillingParty } from './billing.ts';
import { Id, Timestamp } from './common.ts';
import {
  calculateInvoice,
  decimalCompare,
  type InvoiceLineFigures,
  isDecimalText,
  vatCategories,
} from './invoice-math.ts';
import { limits } from './limits.ts';

/** Invoices in the dossier (issue 21): Dutch e-invoices (NLCIUS UBL) with a status both parties see. */

const { invoice: invoiceLimits } = limits;

/** A decimal as text with at most `integerDigits` before and `decimals` after the point ('12.345'). */
const decimalText = (integerDigits: number, decimals: number, signed: boolean) =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^${signed ? '-?' : ''}\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`),
      `moet een getal zijn met hoogstens ${integerDigits} cijfers voor en ${decimals} na de punt`,
    );

/** A negative quantity makes a credit or discount line; the price itself is never negative (EN 16931 BR-27). */
export const InvoiceQuantity = decimalText(
  invoiceLimits.quantity.integerDigits,
  invoiceLimits.quantity.decimals,
  true,
);
export const InvoiceUnitPrice = decimalText(
  invoiceLimits.unitPrice.integerDigits,
  invoiceLimits.unitPrice.decimals,
  false,
);
export const VatRate = decimalText(
  invoiceLimits.vatRate.integerDigits,
  invoiceLimits.vatRate.decimals,
  false,
);
/** An amount as the server answers it: two decimals. */
export const Amount = z.string().regex(/^-?\d+\.\d{2}$/);
export const IsoDate = z.iso.date();

export const InvoiceKind = z.enum(['invoice', 'credit_note']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;
export const VatCategory = z.enum(vatCategories);
export type VatCategory = z.infer<typeof VatCategory>;
export const invoiceStatuses = [
  'draft',
  'sent',
  'in_process',
  'under_query',
  'accepted',
  'rejected',
  'paid',
  'credited',
] as const;
export const InvoiceStatus = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;
/** The statuses the buyer's side answers with (the Peppol Invoice Response model). */
export const BuyerAnswerStatus = z.enum(['in_process', 'under_query', 'accepted', 'rejected', 'paid']);
export type BuyerAnswerStatus = z.infer<typeof BuyerAnswerStatus>;
/** UN/ECE Recommendation 20 unit codes: 'C62' (piece, the default), 'HUR' (hour), 'KGM', 'MTR', ... */
export const UnitCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,3}$/, 'moet een eenheidscode zijn (UN/ECE 20), bijvoorbeeld C62 of HUR');

export const InvoiceLineRequest = z.object({
  description: z.string().trim().min(1).max(invoiceLimits.descriptionMax),
  quantity: InvoiceQuantity,
  unit_code: UnitCode.optional(),
  unit_price: InvoiceUnitPrice,
  vat_category: VatCategory,
  vat_rate: VatRate,
});
export type InvoiceLineRequest = z.infer<typeof InvoiceLineRequest>;

const InvoiceLines = z.array(InvoiceLineRequest).min(1).max(invoiceLimits.linesMax);

export interface DraftRefusal {
  path: (string | number)[];
  message: string;
}

interface DraftFacts {
  kind?: InvoiceKind;
  credited_invoice_id?: string | null;
  reverse_charge?: boolean;
  lines?: ReadonlyArray<InvoiceLineFigures>;
}

const isZero = (rate: string) => decimalCompare(rate, '0') === 0;
const exceedsAmountMax = (amount: string) =>
  decimalCompare(amount.replace('-', ''), invoiceLimits.amountMax) > 0;

/**
 * The rules across fields of a draft (EN 16931 BR-S-5, BR-Z-5, BR-E-5, BR-AE-5 and our reverse-charge switch). A
 * rule is checked when its fields are given, so the server runs it again on a PATCH merged with the stored draft.
 */
export function invoiceDraftRefusals(draft: DraftFacts): DraftRefusal[] {
  const refusals: DraftRefusal[] = [];
  if (draft.kind === 'credit_note' && !draft.credited_invoice_id)
    refusals.push({
      path: ['credited_invoice_id'],
      message: 'Een creditnota verwijst naar de gecrediteerde factuur',
    });
  if (draft.kind === 'invoice' && draft.credited_invoice_id)
    refusals.push({
      path: ['credited_invoice_id'],
      message: 'Alleen een creditnota verwijst naar een factuur',
    });
  const lines = draft.lines ?? [];
  // A line whose decimals are malformed already has its own issue at the field; the rules below read the others.
  const readable = (line: InvoiceLineFigures) =>
    vatCategories.includes(line.vat_category) &&
    isDecimalText(line.quantity) &&
    isDecimalText(line.unit_price) &&
    isDecimalText(line.vat_rate);
  lines.forEach((line, index) => {
    if (!readable(line)) return;
    if (line.vat_category === 'S' && isZero(line.vat_rate))
      refusals.push({
        path: ['lines', index, 'vat_rate'],
        message: 'Het standaardtarief (S) is hoger dan 0 %',
      });
    if (line.vat_category !== 'S' && !isZero(line.vat_rate))
      refusals.push({
        path: ['lines', index, 'vat_rate'],
        message: `Btw-categorie ${line.vat_category} heeft tarief 0 %`,
      });
    if (line.vat_category === 'AE' && draft.reverse_charge === false)
      refusals.push({
        path: ['lines', index, 'vat_category'],
        message: 'Btw verlegd (AE) alleen met de verleggingsregeling aan',
      });
  });
  if (draft.reverse_charge === true && draft.lines && !lines.some((line) => line.vat_category === 'AE'))
    refusals.push({
      path: ['reverse_charge'],
      message: 'Met btw verlegd heeft minstens één regel categorie AE',
    });
  if (refusals.length === 0 && lines.length > 0 && lines.every(readable)) {
    const { line_extensions, totals } = calculateInvoice(lines);
    const tooLarge = line_extensions.findIndex(exceedsAmountMax);
    if (tooLarge >= 0)
      refusals.push({ path: ['lines', tooLarge, 'quantity'], message: 'Het regelbedrag is te groot' });
    else if (exceedsAmountMax(totals.tax_inclusive) || exceedsAmountMax(totals.line_extension))
      refusals.push({ path: ['lines'], message: 'Het totaalbedrag van de factuur is te groot' });
  }
  return refusals;
}

const addDraftRefusals = (draft: DraftFacts, context: z.RefinementCtx) => {
  for (const refusal of invoiceDraftRefusals(draft))
    context.addIssue({ code: 'custom', path: refusal.path, message: refusal.message });
};

/** POST /api/v1/dossiers/{id}/invoices: a draft; without reverse_charge an AE line is refused (reverse_charge false). */
export const CreateInvoiceRequest = z
  .object({
    kind: InvoiceKind.default('invoice'),
    /** Defaults to the dossier's other company. */
    buyer_company_id: Id.optional(),
    credited_invoice_id: Id.optional(),
    reverse_charge: z.boolean().default(false),
    buyer_reference: z.string().trim().min(1).max(invoiceLimits.buyerReferenceMax).optional(),
    note: z.string().trim().min(1).max(invoiceLimits.noteMax).optional(),
    due_date: IsoDate.optional(),
    lines: InvoiceLines,
  })
  .superRefine(addDraftRefusals);
export type CreateInvoiceRequest = z.infer<typeof CreateInvoiceRequest>;

/** PATCH /api/v1/invoices/{id} (a draft only): given lines replace all lines; null clears a text or the due date. */
export const PatchInvoiceRequest = z
  .object({
    buyer_company_id: Id.optional(),
    reverse_charge: z.boolean().optional(),
    buyer_reference: z.string().trim().min(1).max(invoiceLimits.buyerReferenceMax).nullable().optional(),
    note: z.string().trim().min(1).max(invoiceLimits.noteMax).nullable().optional(),
    due_date: IsoDate.nullable().optional(),
    lines: InvoiceLines.optional(),
  })
  .superRefine(addDraftRefusals);
export type PatchInvoiceRequest = z.infer<typeof PatchInvoiceRequest>;

const statusesNeedingReason: ReadonlyArray<BuyerAnswerStatus> = ['under_query', 'rejected'];

/** POST /api/v1/invoices/{id}/status by the buyer's side; a query or rejection says why. */
export const InvoiceStatusRequest = z
  .object({
    status: BuyerAnswerStatus,
    reason: z.string().trim().min(1).max(invoiceLimits.reasonMax).optional(),
    /** The line a query or rejection is about. */
    line_id: Id.optional(),
  })
  .refine((body) => !statusesNeedingReason.includes(body.status) || body.reason !== undefined, {
    message: 'Geef een reden bij een vraag of een afwijzing',
    path: ['reason'],
  });
export type InvoiceStatusRequest = z.infer<typeof InvoiceStatusRequest>;

/** A party's billing data as frozen on the invoice when it was sent; null while a draft. */
export const InvoicePartyBilling = BillingParty.extend({
  /** The KvK (company registration) number, 8 digits. */
  kvk: z.string().nullable(),
});
export type InvoicePartyBilling = z.infer<typeof InvoicePartyBilling>;

export const InvoiceParty = z.object({
  company_id: Id,
  name: z.string(),
  billing: InvoicePartyBilling.nullable(),
});
export type InvoiceParty = z.infer<typeof InvoiceParty>;

export const InvoiceLineResponse = z.object({
  id: Id,
  description: z.string(),
  quantity: z.string(),
  unit_code: z.string(),
  unit_price: z.string(),
  vat_category: VatCategory,
  vat_rate: z.string(),
  line_extension: Amount,
});
export type InvoiceLineResponse = z.infer<typeof InvoiceLineResponse>;

export const VatBreakdownResponse = z.object({
  category: VatCategory,
  rate: z.string(),
  taxable: Amount,
  tax: Amount,
});
export const InvoiceTotalsResponse = z.object({
  line_extension: Amount,
  tax_exclusive: Amount,
  tax: Amount,
  tax_inclusive: Amount,
  payable: Amount,
});

export const InvoiceResponse = z.object({
  id: Id,
  dossier_id: Id,
  kind: InvoiceKind,
  status: InvoiceStatus,
  /** Null while a draft: the number is given when it is sent. */
  number: z.string().nullable(),
  issue_date: IsoDate.nullable(),
  due_date: IsoDate.nullable(),
  seller: InvoiceParty,
  buyer: InvoiceParty,
  lines: z.array(InvoiceLineResponse),
  vat_breakdown: z.array(VatBreakdownResponse),
  totals: InvoiceTotalsResponse,
  reverse_charge: z.boolean(),
  buyer_reference: z.string().nullable(),
  note: z.string().nullable(),
  credited_invoice_id: Id.nullable(),
  created_at: Timestamp,
});
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;

/** GET /api/v1/dossiers/{id}/invoices: newest first. */
export const InvoiceList = z.array(InvoiceResponse);
