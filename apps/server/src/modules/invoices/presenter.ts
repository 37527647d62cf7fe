import { calculateInvoice, canonicalRate, type InvoiceResponse } from '@dossier/contract';
import type { InvoiceLineRow, InvoiceView } from './queries.ts';

/** A stored decimal without its padding zeros: '2.0000' -> '2', '12.3450' -> '12.345'. */
const plainDecimal = (value: string) => canonicalRate(value);
/** A stored amount as the contract answers it: two decimals. */
const amount = (value: string) => (/^-?0*(\.0*)?$/.test(value) ? '0.00' : twoDecimals(value));
const twoDecimals = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

export const lineFigures = (line: InvoiceLineRow) => ({
  quantity: plainDecimal(line.quantity),
  unit_price: plainDecimal(line.unit_price),
  vat_category: line.vat_category,
  vat_rate: plainDecimal(line.vat_rate),
});

/** An invoice as its list and its page show it; the VAT breakdown is worked out from its lines. */
export function presentInvoice({ invoice, lines, sellerName, buyerName }: InvoiceView): InvoiceResponse {
  const { vat_breakdown } = calculateInvoice(lines.map(lineFigures));
  return {
    id: invoice.id,
    dossier_id: invoice.dossier_id,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    seller: { company_id: invoice.seller_company_id, name: sellerName, billing: invoice.seller_billing },
    buyer: { company_id: invoice.buyer_company_id, name: buyerName, billing: invoice.buyer_billing },
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      unit_code: line.unit_code,
      ...lineFigures(line),
      line_extension: amount(line.line_extension),
    })),
    vat_breakdown,
    totals: {
      line_extension: amount(invoice.line_extension),
      tax_exclusive: amount(invoice.tax_exclusive),
      tax: amount(invoice.tax),
      tax_inclusive: amount(invoice.tax_inclusive),
      payable: amount(invoice.payable),
    },
    reverse_charge: invoice.reverse_charge,
    buyer_reference: invoice.buyer_reference,
    note: invoice.note,
    credited_invoice_id: invoice.credited_invoice_id,
    created_at: invoice.created_at.toISOString(),
  };
}

/** '1210.00' -> '1.210,00', '-25.5' -> '-25,50': an amount as a Dutch reader writes it (chat lines). */
export function dutchAmount(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${fraction.padEnd(2, '0').slice(0, 2)}`;
}
