import type { InvoiceResponse, InvoiceStatus } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { invoiceOf, uuidFor } from '../../test-support/factories.ts';
import {
  type DraftLineValues,
  type DraftValues,
  decimalOf,
  draftRequest,
  lineAmount,
  liveTotals,
  newLine,
  outstandingTotal,
  valuesFrom,
} from './invoice-draft.ts';

// Issue 21 item 9: the form's figures and the panel's outstanding total. Every expected figure is worked out by
// hand (rule 7), never by the contract's calculateInvoice.

describe('decimalOf: numbers as people type them', () => {
  it.each([
    ['12,50', '12.50'],
    ['1.210,00', '1210.00'],
    ['3', '3'],
    ['1.5', '1.5'],
    [' 3 ', '3'],
    ['1 210,00', '1210.00'],
    ['0,5', '0.5'],
    ['-2', '-2'],
  ])('%j -> %j', (typed, decimal) => {
    expect(decimalOf(typed)).toBe(decimal);
  });
});

describe('newLine', () => {
  it('is one piece at 21 %, or reverse charged while the switch is on', () => {
    expect(newLine(false)).toEqual({ description: '', quantity: '1', unit_price: '', vat: 'S:21' });
    expect(newLine(true)).toEqual({ description: '', quantity: '1', unit_price: '', vat: 'AE:0' });
  });
});

const line = (overrides: Partial<DraftLineValues> = {}): DraftLineValues => ({
  description: 'Stelwerk',
  quantity: '1',
  unit_price: '10',
  vat: 'S:21',
  ...overrides,
});

const valuesOf = (overrides: Partial<DraftValues> = {}): DraftValues => ({
  lines: [line()],
  reverse_charge: false,
  buyer_reference: '',
  note: '',
  due_date: '',
  ...overrides,
});

describe('draftRequest: the body of POST .../invoices', () => {
  it('writes decimals with a dot, splits the VAT choice, trims texts and leaves blank optional fields out', () => {
    const body = draftRequest(
      valuesOf({
        lines: [
          line({ description: '  Stelwerk hal B ', quantity: '3', unit_price: '12,50', vat: 'S:21' }),
          line({
            description: 'Ankers',
            quantity: '2,5',
            unit_price: '1.210,00',
            vat: 'S:9',
            unit_code: 'KGM',
          }),
        ],
        buyer_reference: '  PO-4711 ',
        note: '   ',
        due_date: '',
      }),
    );
    expect(body).toStrictEqual({
      kind: 'invoice',
      reverse_charge: false,
      buyer_reference: 'PO-4711',
      note: undefined,
      due_date: undefined,
      lines: [
        {
          description: 'Stelwerk hal B',
          quantity: '3',
          unit_price: '12.50',
          vat_category: 'S',
          vat_rate: '21',
        },
        {
          description: 'Ankers',
          quantity: '2.5',
          unit_price: '1210.00',
          vat_category: 'S',
          vat_rate: '9',
          unit_code: 'KGM',
        },
      ],
    });
    // What goes over the wire: the blank fields are simply absent.
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('note');
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('due_date');
  });

  it('carries reverse charge with its AE lines at 0 %, and the due date when given', () => {
    const body = draftRequest(
      valuesOf({ lines: [line({ vat: 'AE:0' })], reverse_charge: true, due_date: '2027-01-06' }),
    );
    expect(body).toMatchObject({
      kind: 'invoice',
      reverse_charge: true,
      due_date: '2027-01-06',
      lines: [{ vat_category: 'AE', vat_rate: '0' }],
    });
  });

  it('makes a credit note that names the invoice it credits', () => {
    const body = draftRequest(valuesOf(), { credited_invoice_id: uuidFor(701) });
    expect(body).toMatchObject({ kind: 'credit_note', credited_invoice_id: uuidFor(701) });
    expect(draftRequest(valuesOf())).not.toHaveProperty('credited_invoice_id');
  });
});

describe('the live figures of the form', () => {
  it("shows a line's amount once its figures read, rounded to cents", () => {
    expect(lineAmount(line({ quantity: '3', unit_price: '12,50' }))).toBe('37.50');
    // 3 x 0,333 = 0,999 -> 1,00
    expect(lineAmount(line({ quantity: '3', unit_price: '0,333' }))).toBe('1.00');
    expect(lineAmount(line({ quantity: '1', unit_price: '' }))).toBeUndefined();
    expect(lineAmount(line({ quantity: '1', unit_price: '12,' }))).toBeUndefined();
    expect(lineAmount(line({ quantity: 'twee', unit_price: '5' }))).toBeUndefined();
  });

  it('totals 3 x 12,50 at 21 % and 2 x 7,25 at 9 %: VAT rounded once per rate, half away from zero', () => {
    // 37,50 x 21 % = 7,875 -> 7,88; 14,50 x 9 % = 1,305 -> 1,31; 52,00 + 7,88 + 1,31 = 61,19.
    const totals = liveTotals({
      lines: [
        line({ quantity: '3', unit_price: '12,50', vat: 'S:21' }),
        line({ quantity: '2', unit_price: '7,25', vat: 'S:9' }),
        // Still being typed: it does not count yet.
        line({ quantity: '4', unit_price: '', vat: 'S:21' }),
      ],
    });
    expect(totals.line_extensions).toEqual(['37.50', '14.50']);
    expect(totals.vat_breakdown).toEqual([
      { category: 'S', rate: '21', taxable: '37.50', tax: '7.88' },
      { category: 'S', rate: '9', taxable: '14.50', tax: '1.31' },
    ]);
    expect(totals.totals).toMatchObject({ line_extension: '52.00', tax: '9.19', payable: '61.19' });
  });
});

describe('valuesFrom', () => {
  const invoice = invoiceOf(1, {
    buyer_reference: 'PO-4711',
    note: 'Graag binnen 14 dagen',
    due_date: '2026-12-22',
  });

  it('fills a credit note from the invoice it credits: its lines, its number as reference, no note or due date', () => {
    expect(valuesFrom(invoice, true)).toEqual({
      lines: [
        { description: 'Stelwerk hal B', quantity: '10', unit_price: '100', vat: 'S:21', unit_code: 'HUR' },
      ],
      reverse_charge: false,
      buyer_reference: 'BV2026-0001',
      note: '',
      due_date: '',
    });
  });

  it("fills a draft's edit with its own reference, note and due date; a rate written '21.00' is the 21 % choice", () => {
    const draft: InvoiceResponse = {
      ...invoice,
      status: 'draft',
      number: null,
      lines: [{ ...invoice.lines[0], vat_rate: '21.00' }],
    };
    expect(valuesFrom(draft, false)).toEqual({
      lines: [
        { description: 'Stelwerk hal B', quantity: '10', unit_price: '100', vat: 'S:21', unit_code: 'HUR' },
      ],
      reverse_charge: false,
      buyer_reference: 'PO-4711',
      note: 'Graag binnen 14 dagen',
      due_date: '2026-12-22',
    });
  });

  it('keeps reverse charge and its AE lines', () => {
    const reversed: InvoiceResponse = {
      ...invoice,
      reverse_charge: true,
      lines: [{ ...invoice.lines[0], vat_category: 'AE', vat_rate: '0' }],
    };
    expect(valuesFrom(reversed, true)).toMatchObject({ reverse_charge: true, lines: [{ vat: 'AE:0' }] });
  });
});

/** An invoice (or credit note) of `payable` euro in `status`; only its payable amount matters here. */
const withPayable = (
  n: number,
  status: InvoiceStatus,
  payable: string,
  overrides: Partial<InvoiceResponse> = {},
): InvoiceResponse =>
  invoiceOf(n, {
    status,
    totals: {
      line_extension: payable,
      tax_exclusive: payable,
      tax: '0.00',
      tax_inclusive: payable,
      payable,
    },
    ...overrides,
  });

const creditOf = (n: number, status: InvoiceStatus, payable: string, credited: InvoiceResponse | null) =>
  withPayable(n, status, payable, { kind: 'credit_note', credited_invoice_id: credited?.id ?? null });

describe('outstandingTotal', () => {
  it("is '0.00' without invoices", () => {
    expect(outstandingTotal([])).toBe('0.00');
  });

  it('sums the invoices waiting for an answer or payment, less the credit notes sent against them', () => {
    const sent = withPayable(1, 'sent', '1210.00');
    const inProcess = withPayable(2, 'in_process', '605.00');
    const underQuery = withPayable(3, 'under_query', '121.00');
    const accepted = withPayable(4, 'accepted', '60.50');
    const paid = withPayable(5, 'paid', '200.00');
    const invoices = [
      sent,
      inProcess,
      underQuery,
      accepted,
      paid,
      withPayable(6, 'draft', '500.00'),
      withPayable(7, 'rejected', '300.00'),
      withPayable(8, 'credited', '100.00'),
      // Counted: sent against an outstanding invoice.
      creditOf(9, 'sent', '242.00', sent),
      creditOf(10, 'accepted', '5.50', accepted),
      // Not counted: still a draft, against a paid invoice, or against nothing known.
      creditOf(11, 'draft', '100.00', inProcess),
      creditOf(12, 'sent', '50.00', paid),
      creditOf(13, 'sent', '20.00', null),
    ];
    // 1210,00 + 605,00 + 121,00 + 60,50 = 1996,50; less 242,00 and 5,50 = 1749,00.
    expect(outstandingTotal(invoices)).toBe('1749.00');
  });

  it("is '0.00' when everything is paid, rejected or credited", () => {
    expect(
      outstandingTotal([
        withPayable(1, 'paid', '1210.00'),
        withPayable(2, 'rejected', '99.99'),
        withPayable(3, 'credited', '10.00'),
      ]),
    ).toBe('0.00');
  });

  it('adds cents exactly (no floating point): 0,10 + 0,20 = 0,30', () => {
    expect(outstandingTotal([withPayable(1, 'sent', '0.10'), withPayable(2, 'sent', '0.20')])).toBe('0.30');
  });
});
