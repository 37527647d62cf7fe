import { describe, expect, it } from 'vitest';
import {
  creditNote,
  reverseChargeInvoice,
  standardInvoice,
} from '../../../../test/fixtures/ubl/stored-invoices.ts';
import { checkInvoiceRules } from './rules.ts';
import type { StoredInvoice } from './types.ts';

const rulesOf = (invoice: StoredInvoice) => checkInvoiceRules(invoice).map((refusal) => refusal.rule);
const withTotals = (invoice: StoredInvoice, totals: Partial<StoredInvoice['totals']>) => ({
  ...invoice,
  totals: { ...invoice.totals, ...totals },
});
const [line1, line2, line3, line4] = standardInvoice.lines;
const [groupE, groupAE] = reverseChargeInvoice.vat_breakdown;

describe('EN 16931 and NLCIUS rules over a stored invoice', () => {
  it.each([
    ['the standard invoice', standardInvoice],
    ['the reverse-charge invoice', reverseChargeInvoice],
    ['the credit note', creditNote],
  ])('passes %s', (_case, invoice) => {
    expect(checkInvoiceRules(invoice)).toEqual([]);
  });

  it.each<[string, StoredInvoice, string[]]>([
    [
      'BR-CO-10: line extension is not the sum of the lines',
      withTotals(standardInvoice, { line_extension: '773.04' }),
      ['BR-CO-10', 'BR-CO-13'],
    ],
    [
      'BR-CO-13: tax exclusive differs from line extension',
      withTotals(standardInvoice, { tax_exclusive: '770.00', tax_inclusive: '926.46', payable: '926.46' }),
      ['BR-CO-13'],
    ],
    [
      'BR-CO-13 with an allowance total counted',
      withTotals(standardInvoice, { allowance_total: '3.03' }),
      ['BR-CO-13'],
    ],
    [
      'BR-CO-14: tax total rounded per line (0.01 too much)',
      withTotals(standardInvoice, { tax: '156.47', tax_inclusive: '929.50', payable: '929.50' }),
      ['BR-CO-14'],
    ],
    [
      'BR-CO-15: tax inclusive is not exclusive + tax',
      withTotals(standardInvoice, { tax_inclusive: '929.48', payable: '929.48' }),
      ['BR-CO-15'],
    ],
    [
      'BR-CO-16: payable is not inclusive - prepaid + rounding',
      withTotals(standardInvoice, { payable: '929.50' }),
      ['BR-CO-16'],
    ],
    [
      'BR-CO-16 holds with a rounding amount',
      withTotals(standardInvoice, { rounding: '0.01', payable: '929.50' }),
      [],
    ],
    [
      'BR-DEC-18: a payable amount with three decimals',
      withTotals(standardInvoice, { payable: '929.490' }),
      ['BR-DEC-18'],
    ],
    ['BR-15: no payable amount', withTotals(standardInvoice, { payable: '' }), ['BR-15']],
    [
      'BR-CO-25: money due without due date or terms',
      { ...standardInvoice, due_date: null, payment_terms: null },
      ['BR-CO-25'],
    ],
    ['BR-02: no number', { ...standardInvoice, number: ' ' }, ['BR-02']],
    ['BR-03: no issue date', { ...standardInvoice, issue_date: '' }, ['BR-03']],
    [
      'BR-16 and BR-CO-18: no lines and no breakdown',
      {
        ...standardInvoice,
        lines: [],
        vat_breakdown: [],
        totals: {
          line_extension: '0.00',
          tax_exclusive: '0.00',
          tax: '0.00',
          tax_inclusive: '0.00',
          payable: '0.00',
        },
      },
      ['BR-16', 'BR-CO-18'],
    ],
    [
      'BR-25: a line without a name',
      { ...standardInvoice, lines: [{ ...line1!, description: '' }, line2!, line3!, line4!] },
      ['BR-25'],
    ],
    [
      'BR-27: a negative price',
      {
        ...standardInvoice,
        lines: [line1!, line2!, line3!, { ...line4!, quantity: '1', unit_price: '-25' }],
      },
      ['BR-27'],
    ],
    [
      'BR-06 and BR-07: nameless parties',
      {
        ...standardInvoice,
        seller: { ...standardInvoice.seller, legal_name: '' },
        buyer: { ...standardInvoice.buyer, legal_name: '' },
      },
      ['BR-06', 'BR-07'],
    ],
    [
      'BR-CO-09: a VAT id without country prefix',
      { ...standardInvoice, seller: { ...standardInvoice.seller, vat_id: '123456789B01' } },
      ['BR-CO-09'],
    ],
    [
      'BR-NL-1: a Dutch seller without KvK',
      { ...standardInvoice, seller: { ...standardInvoice.seller, kvk: null } },
      ['PEPPOL-EN16931-R020', 'BR-NL-1'],
    ],
    ['BR-NL-2: no buyer or order reference', { ...standardInvoice, buyer_reference: null }, ['BR-NL-2']],
    [
      'BR-NL-2 holds with an order reference',
      { ...standardInvoice, buyer_reference: null, order_reference: 'PO-1' },
      [],
    ],
    [
      'BR-NL-3: a Dutch seller without postal code',
      { ...standardInvoice, seller: { ...standardInvoice.seller, postal_code: '' } },
      ['BR-NL-3'],
    ],
    [
      'BR-NL-4: a Dutch buyer without street',
      { ...standardInvoice, buyer: { ...standardInvoice.buyer, street: '' } },
      ['BR-NL-4'],
    ],
    [
      'BR-NL-4 does not apply to a Belgian buyer',
      { ...standardInvoice, buyer: { ...standardInvoice.buyer, street: '', country_code: 'BE' } },
      [],
    ],
    [
      'BR-NL-10: a Dutch buyer without KvK',
      { ...standardInvoice, buyer: { ...standardInvoice.buyer, kvk: null } },
      ['PEPPOL-EN16931-R010', 'BR-NL-10'],
    ],
    [
      'BR-NL-11: money due without an account to pay to',
      { ...standardInvoice, seller: { ...standardInvoice.seller, iban: null } },
      ['BR-NL-11'],
    ],
    [
      'BR-NL rules do not apply to a German seller',
      {
        ...standardInvoice,
        seller: { ...standardInvoice.seller, country_code: 'DE', kvk: null, iban: null },
        buyer_reference: null,
      },
      ['PEPPOL-EN16931-R020'],
    ],
  ])('%s', (_case, invoice, rules) => {
    expect(rulesOf(invoice)).toEqual(rules);
  });
});

describe('VAT category rules', () => {
  it.each<[string, StoredInvoice, string[]]>([
    [
      'BR-S-05: a standard-rated line at 0 %',
      { ...standardInvoice, lines: [line1!, line2!, { ...line3!, vat_rate: '0' }, line4!] },
      ['BR-S-05', 'BR-S-01', 'BR-S-08'],
    ],
    // 724.04 x 21 % = 152.0484, so the tax 152.05 still fits: only the taxable amount is wrong.
    [
      'BR-S-08: a taxable amount that is not the sum of its lines',
      {
        ...standardInvoice,
        vat_breakdown: [
          { ...standardInvoice.vat_breakdown[0]!, taxable: '724.04' },
          standardInvoice.vat_breakdown[1]!,
        ],
      },
      ['BR-S-08'],
    ],
    [
      'BR-S-09: 21 % of 724.03 is not 152.04',
      withBreakdownTax(standardInvoice, 0, '152.04', {
        tax: '156.45',
        tax_inclusive: '929.48',
        payable: '929.48',
      }),
      ['BR-S-09'],
    ],
    [
      'BR-S-02: standard rate without the seller VAT id',
      { ...standardInvoice, seller: { ...standardInvoice.seller, vat_id: null } },
      ['BR-S-02'],
    ],
    [
      'BR-S-10: an exemption reason on S',
      {
        ...standardInvoice,
        vat_breakdown: [
          { ...standardInvoice.vat_breakdown[0]!, exemption_reason: 'Vrij' },
          standardInvoice.vat_breakdown[1]!,
        ],
      },
      ['BR-S-10'],
    ],
    [
      'BR-AE-02: reverse charge without the buyer VAT id',
      { ...reverseChargeInvoice, buyer: { ...reverseChargeInvoice.buyer, vat_id: null } },
      ['BR-AE-02'],
    ],
    [
      'BR-AE-10: reverse charge without an exemption reason',
      { ...reverseChargeInvoice, vat_breakdown: [groupE!, { ...groupAE!, exemption_reason: null }] },
      ['BR-AE-10'],
    ],
    [
      'BR-E-10: exempt without an exemption reason',
      { ...reverseChargeInvoice, vat_breakdown: [{ ...groupE!, exemption_reason: ' ' }, groupAE!] },
      ['BR-E-10'],
    ],
    [
      'BR-AE-05 and BR-AE-09: reverse charge with VAT',
      {
        ...reverseChargeInvoice,
        vat_breakdown: [groupE!, { ...groupAE!, rate: '21', tax: '446.25' }],
        totals: {
          ...reverseChargeInvoice.totals,
          tax: '446.25',
          tax_inclusive: '2721.25',
          payable: '2721.25',
        },
      },
      ['BR-AE-05', 'BR-AE-09'],
    ],
    [
      'BR-AE-01: an AE line without an AE breakdown',
      { ...reverseChargeInvoice, vat_breakdown: [groupE!], totals: reverseChargeInvoice.totals },
      ['BR-AE-01', 'BR-AE-01'],
    ],
  ])('%s', (_case, invoice, rules) => {
    expect(rulesOf(invoice)).toEqual(rules);
  });

  it('accepts any correct rounding of a group tax (0.005 either way), refuses a cent beyond it', () => {
    // 1.50 x 21 % = 0.315: 0.32 (half away from zero) and 0.31 (half even) are both within 0.005; 0.33 is not.
    const base: StoredInvoice = {
      ...standardInvoice,
      lines: [{ ...line1!, quantity: '1', unit_price: '1.50', line_extension: '1.50' }],
      vat_breakdown: [{ category: 'S', rate: '21', taxable: '1.50', tax: '0.32', exemption_reason: null }],
      totals: {
        line_extension: '1.50',
        tax_exclusive: '1.50',
        tax: '0.32',
        tax_inclusive: '1.82',
        payable: '1.82',
      },
    };
    expect(rulesOf(base)).toEqual([]);
    expect(
      rulesOf(withBreakdownTax(base, 0, '0.31', { tax: '0.31', tax_inclusive: '1.81', payable: '1.81' })),
    ).toEqual([]);
    expect(
      rulesOf(withBreakdownTax(base, 0, '0.33', { tax: '0.33', tax_inclusive: '1.83', payable: '1.83' })),
    ).toEqual(['BR-S-09']);
  });

  it('words each refusal in Dutch with its rule id first', () => {
    const [refusal] = checkInvoiceRules({
      ...reverseChargeInvoice,
      buyer: { ...reverseChargeInvoice.buyer, vat_id: null },
    });
    expect(refusal).toEqual({
      rule: 'BR-AE-02',
      message: '[BR-AE-02] Bij btw verlegd (AE) vermeldt de factuur ook het btw-nummer van de koper',
      loc: ['AccountingCustomerParty'],
    });
  });
});

function withBreakdownTax(
  invoice: StoredInvoice,
  index: number,
  tax: string,
  totals: Partial<StoredInvoice['totals']>,
): StoredInvoice {
  const vat_breakdown = invoice.vat_breakdown.map((group, at) => (at === index ? { ...group, tax } : group));
  return { ...invoice, vat_breakdown, totals: { ...invoice.totals, ...totals } };
}
