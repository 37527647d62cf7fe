import { calculateInvoice, type InvoiceLineFigures } from '@dossier/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyer, seller } from '../../../../test/fixtures/ubl/stored-invoices.ts';
import { buildUbl } from './build-ubl.ts';
import { parseUbl } from './parse-ubl.ts';
import type { StoredInvoice } from './types.ts';

const decimal = (integerDigits: number, signed: boolean) =>
  fc
    .tuple(fc.boolean(), fc.integer({ min: 0, max: 10 ** integerDigits - 1 }), fc.stringMatching(/^\d{0,4}$/))
    .map(
      ([negative, whole, fraction]) =>
        `${signed && negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
    );

const lineArbitrary = fc.record({
  description: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ''),
  quantity: decimal(5, true),
  unit_price: decimal(5, false),
  unit_code: fc.constantFrom('C62', 'HUR', 'KGM'),
  tax: fc.constantFrom(['S', '21'], ['S', '9'], ['Z', '0'], ['E', '0'], ['AE', '0']),
});

const sumRules = new Set(['BR-CO-10', 'BR-CO-13', 'BR-CO-14', 'BR-CO-15', 'BR-CO-16']);

describe('generated: random lines give totals and UBL that pass the EN 16931 sums', () => {
  it('builds, parses back to the same invoice and breaks no rule (BR-CO-10/13/14/15/16 among them)', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 25 }), fc.boolean(), (drawn, credit) => {
        const figures: InvoiceLineFigures[] = drawn.map(
          ({ quantity, unit_price, tax: [category, rate] }) => ({
            quantity,
            unit_price,
            vat_category: category as InvoiceLineFigures['vat_category'],
            vat_rate: rate!,
          }),
        );
        const { line_extensions, vat_breakdown, totals } = calculateInvoice(figures);
        const invoice: StoredInvoice = {
          kind: credit ? 'credit_note' : 'invoice',
          number: 'DV-2026-0042',
          issue_date: '2026-11-26',
          due_date: credit ? null : '2026-12-26',
          currency: 'EUR',
          buyer_reference: 'Project',
          order_reference: null,
          note: null,
          payment_terms: 'Betaling binnen 30 dagen',
          credited_invoice_number: credit ? 'DV-2026-0001' : null,
          seller: { ...seller, iban: credit ? null : seller.iban },
          buyer,
          lines: drawn.map((line, index) => ({
            id: String(index + 1),
            description: line.description,
            quantity: figures[index]!.quantity,
            unit_code: line.unit_code,
            unit_price: figures[index]!.unit_price,
            vat_category: figures[index]!.vat_category,
            vat_rate: figures[index]!.vat_rate,
            line_extension: line_extensions[index]!,
          })),
          vat_breakdown: vat_breakdown.map((group) => ({
            ...group,
            exemption_reason:
              group.category === 'AE' ? 'Btw verlegd' : group.category === 'E' ? 'Vrijgesteld' : null,
          })),
          totals,
        };
        const parsed = parseUbl(buildUbl(invoice));
        expect(parsed.refusals.filter((refusal) => sumRules.has(refusal.rule))).toEqual([]);
        expect(parsed.refusals).toEqual([]);
        // The XML parser trims text: compare descriptions as a reader of the file sees them.
        const trimmed = {
          ...invoice,
          lines: invoice.lines.map((line) => ({ ...line, description: line.description.trim() })),
        };
        expect(parsed.invoice).toEqual(trimmed);
      }),
      { numRuns: 200 },
    );
  });
});
