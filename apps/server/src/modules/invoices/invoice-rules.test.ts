import {
  buyerAnswersFrom,
  CreateInvoiceRequest,
  type InvoiceStatus,
  InvoiceStatusRequest,
  invoiceStatuses,
  isInvoiceOutstanding,
  mayMoveInvoice,
  nextInvoiceStatuses,
  PatchInvoiceRequest,
} from '@dossier/contract';
import { describe, expect, it } from 'vitest';

/** Issue 21, item 5, written out: sent -> in_process | under_query | accepted | rejected; ... nothing leaves paid. */
const allowed: Record<InvoiceStatus, InvoiceStatus[]> = {
  draft: ['sent'],
  sent: ['in_process', 'under_query', 'accepted', 'rejected', 'credited'],
  in_process: ['under_query', 'accepted', 'rejected', 'credited'],
  under_query: ['in_process', 'accepted', 'rejected', 'credited'],
  accepted: ['paid', 'credited'],
  rejected: [],
  paid: [],
  credited: [],
};

describe('invoice status moves only forward (issue 21, item 5)', () => {
  const pairs = invoiceStatuses.flatMap((from) => invoiceStatuses.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', (from, to) => {
    expect(mayMoveInvoice(from, to)).toBe(allowed[from].includes(to));
  });

  it.each([
    ['sent', ['in_process', 'under_query', 'accepted', 'rejected']],
    ['in_process', ['under_query', 'accepted', 'rejected']],
    ['under_query', ['in_process', 'accepted', 'rejected']],
    ['accepted', ['paid']],
    ['draft', []],
    ['rejected', []],
    ['paid', []],
    ['credited', []],
  ] as const)('the buyer answers a %s invoice with %j', (status, answers) => {
    expect(buyerAnswersFrom(status)).toEqual(answers);
  });

  it('lists the next statuses of a status', () => {
    expect(nextInvoiceStatuses('accepted')).toEqual(['paid', 'credited']);
    expect(nextInvoiceStatuses('paid')).toEqual([]);
  });

  it.each([
    ['draft', false],
    ['sent', true],
    ['in_process', true],
    ['under_query', true],
    ['accepted', true],
    ['rejected', false],
    ['paid', false],
    ['credited', false],
  ] as const)('a %s invoice keeps the dossier open: %s', (status, outstanding) => {
    expect(isInvoiceOutstanding(status)).toBe(outstanding);
  });
});

const goodLine = {
  description: 'Montage',
  quantity: '12.5',
  unit_price: '55.1234',
  vat_category: 'S',
  vat_rate: '21',
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path) ?? [];

describe('CreateInvoiceRequest', () => {
  it('accepts a draft and fills the defaults', () => {
    const parsed = CreateInvoiceRequest.parse({ lines: [goodLine] });
    expect(parsed).toMatchObject({ kind: 'invoice', reverse_charge: false, lines: [goodLine] });
  });

  it('accepts reverse charge with an AE line at 0 %, and a credit note with its invoice', () => {
    const ae = { ...goodLine, vat_category: 'AE', vat_rate: '0' };
    expect(CreateInvoiceRequest.safeParse({ reverse_charge: true, lines: [ae] }).success).toBe(true);
    const credited_invoice_id = '11111111-1111-4111-8111-111111111111';
    expect(
      CreateInvoiceRequest.safeParse({ kind: 'credit_note', credited_invoice_id, lines: [goodLine] }).success,
    ).toBe(true);
  });

  it.each([
    ['no lines', { lines: [] }, ['lines']],
    [
      'five decimals in a quantity',
      { lines: [{ ...goodLine, quantity: '1.00001' }] },
      ['lines', 0, 'quantity'],
    ],
    [
      'a quantity written with a comma',
      { lines: [{ ...goodLine, quantity: '1,5' }] },
      ['lines', 0, 'quantity'],
    ],
    ['a negative price', { lines: [{ ...goodLine, unit_price: '-1' }] }, ['lines', 0, 'unit_price']],
    [
      'eight digits before the point',
      { lines: [{ ...goodLine, unit_price: '12345678' }] },
      ['lines', 0, 'unit_price'],
    ],
    ['a rate of 100', { lines: [{ ...goodLine, vat_rate: '100' }] }, ['lines', 0, 'vat_rate']],
    ['a lower-case unit code', { lines: [{ ...goodLine, unit_code: 'hur' }] }, ['lines', 0, 'unit_code']],
    ['an empty description', { lines: [{ ...goodLine, description: '  ' }] }, ['lines', 0, 'description']],
    ['S at 0 %', { lines: [{ ...goodLine, vat_rate: '0' }] }, ['lines', 0, 'vat_rate']],
    [
      'Z at 9 %',
      { lines: [goodLine, { ...goodLine, vat_category: 'Z', vat_rate: '9' }] },
      ['lines', 1, 'vat_rate'],
    ],
    ['E at 21 %', { lines: [{ ...goodLine, vat_category: 'E' }] }, ['lines', 0, 'vat_rate']],
    [
      'AE without reverse charge',
      { lines: [{ ...goodLine, vat_category: 'AE', vat_rate: '0' }] },
      ['lines', 0, 'vat_category'],
    ],
    ['reverse charge without an AE line', { reverse_charge: true, lines: [goodLine] }, ['reverse_charge']],
    [
      'a credit note without its invoice',
      { kind: 'credit_note', lines: [goodLine] },
      ['credited_invoice_id'],
    ],
    [
      'an invoice that credits',
      { credited_invoice_id: '11111111-1111-4111-8111-111111111111', lines: [goodLine] },
      ['credited_invoice_id'],
    ],
    ['a due date that is no date', { due_date: '31-12-2026', lines: [goodLine] }, ['due_date']],
    [
      'a line above the amount limit (9 999 999 x 9 999 999)',
      { lines: [{ ...goodLine, quantity: '9999999', unit_price: '9999999' }] },
      ['lines', 0, 'quantity'],
    ],
    [
      'a total above the amount limit',
      {
        lines: [
          { ...goodLine, quantity: '9000000', unit_price: '1000' },
          { ...goodLine, quantity: '9000000', unit_price: '1000' },
        ],
      },
      ['lines'],
    ],
  ])('refuses %s at its field', (_case, body, path) => {
    expect(issuesOf(CreateInvoiceRequest.safeParse(body))).toEqual([path]);
  });
});

describe('PatchInvoiceRequest', () => {
  it('accepts a partial change and null to clear', () => {
    expect(PatchInvoiceRequest.parse({ note: null, due_date: null })).toEqual({ note: null, due_date: null });
  });

  it('checks the line rules it can see', () => {
    expect(issuesOf(PatchInvoiceRequest.safeParse({ lines: [{ ...goodLine, vat_rate: '0' }] }))).toEqual([
      ['lines', 0, 'vat_rate'],
    ]);
    expect(
      issuesOf(
        PatchInvoiceRequest.safeParse({
          reverse_charge: false,
          lines: [{ ...goodLine, vat_category: 'AE', vat_rate: '0' }],
        }),
      ),
    ).toEqual([['lines', 0, 'vat_category']]);
  });
});

describe('InvoiceStatusRequest', () => {
  it.each([
    [{ status: 'accepted' }, []],
    [{ status: 'paid' }, []],
    [{ status: 'under_query', reason: 'Regel 2: 3 uur in plaats van 5?' }, []],
    [{ status: 'under_query' }, [['reason']]],
    [{ status: 'rejected', reason: '   ' }, [['reason']]],
    [{ status: 'rejected' }, [['reason']]],
    [{ status: 'credited' }, [['status']]],
    [{ status: 'sent' }, [['status']]],
  ])('%j gives issues at %j', (body, paths) => {
    expect(issuesOf(InvoiceStatusRequest.safeParse(body))).toEqual(paths);
  });
});
