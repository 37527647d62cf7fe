import { calculateInvoice, groupTax, type InvoiceLineFigures, lineExtension } from '@dossier/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Every expected value below was worked out by hand (or, in the property test, by integer cents with BigInt). */
const line = (
  quantity: string,
  unit_price: string,
  vat_category: InvoiceLineFigures['vat_category'] = 'S',
  vat_rate = '21',
): InvoiceLineFigures => ({ quantity, unit_price, vat_category, vat_rate });

describe('line net amount: quantity x unit price, rounded to cents half away from zero', () => {
  it.each([
    ['1', '100', '100.00'],
    ['10', '12.345', '123.45'],
    ['2', '19.995', '39.99'],
    ['3', '0.333', '1.00'],
    ['2.5', '0.01', '0.03'],
    ['-2.5', '0.01', '-0.03'],
    ['1', '0.004', '0.00'],
    ['-1', '0.004', '0.00'],
    ['-1', '10.005', '-10.01'],
    ['0.0001', '0.0001', '0.00'],
    ['9999999', '999.9999', '9999998000.00'],
    ['1.5', '80', '120.00'],
  ])('%s x %s = %s', (quantity, price, expected) => {
    expect(lineExtension(quantity, price)).toBe(expected);
  });
});

describe('VAT per (category, rate) on the sum of the line nets, rounded once', () => {
  it('rounds the group, not each line: three lines of 0.105 VAT make 0.32, not 0.33', () => {
    const result = calculateInvoice([line('1', '0.50'), line('1', '0.50'), line('1', '0.50')]);
    expect(result.vat_breakdown).toEqual([{ category: 'S', rate: '21', taxable: '1.50', tax: '0.32' }]);
    expect(result.totals).toEqual({
      line_extension: '1.50',
      tax_exclusive: '1.50',
      tax: '0.32',
      tax_inclusive: '1.82',
      payable: '1.82',
    });
  });

  it('rounds a negative group away from zero too: a credit of those lines is their exact negation', () => {
    const result = calculateInvoice([line('-1', '0.50'), line('-1', '0.50'), line('-1', '0.50')]);
    expect(result.vat_breakdown).toEqual([{ category: 'S', rate: '21', taxable: '-1.50', tax: '-0.32' }]);
    expect(result.totals.payable).toBe('-1.82');
  });

  it('groups S 21, S 9, Z and E apart, in the order S (high rate first), Z, E', () => {
    const result = calculateInvoice([
      line('1', '50', 'Z', '0'),
      line('7', '3.19', 'S', '9'),
      line('10', '12.345'),
      line('1.5', '80', 'E', '0'),
      line('2', '19.995'),
    ]);
    expect(result.line_extensions).toEqual(['50.00', '22.33', '123.45', '120.00', '39.99']);
    expect(result.vat_breakdown).toEqual([
      { category: 'S', rate: '21', taxable: '163.44', tax: '34.32' },
      { category: 'S', rate: '9', taxable: '22.33', tax: '2.01' },
      { category: 'Z', rate: '0', taxable: '50.00', tax: '0.00' },
      { category: 'E', rate: '0', taxable: '120.00', tax: '0.00' },
    ]);
    expect(result.totals).toEqual({
      line_extension: '355.77',
      tax_exclusive: '355.77',
      tax: '36.33',
      tax_inclusive: '392.10',
      payable: '392.10',
    });
  });

  it('puts "21" and "21.00" in one group named "21"', () => {
    const result = calculateInvoice([line('1', '10', 'S', '21.00'), line('1', '10', 'S', '21')]);
    expect(result.vat_breakdown).toEqual([{ category: 'S', rate: '21', taxable: '20.00', tax: '4.20' }]);
  });

  it('nets a discount line (negative quantity) inside its group', () => {
    const result = calculateInvoice([line('1', '100'), line('-1', '10.005')]);
    expect(result.line_extensions).toEqual(['100.00', '-10.01']);
    expect(result.vat_breakdown).toEqual([{ category: 'S', rate: '21', taxable: '89.99', tax: '18.90' }]);
    expect(result.totals.tax_inclusive).toBe('108.89');
  });

  it('charges no VAT under reverse charge (AE 0 %)', () => {
    const result = calculateInvoice([line('40', '55', 'AE', '0')]);
    expect(result.vat_breakdown).toEqual([{ category: 'AE', rate: '0', taxable: '2200.00', tax: '0.00' }]);
    expect(result.totals.payable).toBe('2200.00');
  });

  it('stays exact beyond floating point: 0.1 + 0.2 is 0.30, billions keep their cents', () => {
    expect(calculateInvoice([line('1', '0.1', 'Z', '0'), line('1', '0.2', 'Z', '0')]).totals.payable).toBe(
      '0.30',
    );
    expect(calculateInvoice([line('9999999', '999.9999')]).totals).toEqual({
      line_extension: '9999998000.00',
      tax_exclusive: '9999998000.00',
      tax: '2099999580.00',
      tax_inclusive: '12099997580.00',
      payable: '12099997580.00',
    });
  });

  it.each([
    ['0.50', '21', '0.11'],
    ['1.50', '21', '0.32'],
    ['-1.50', '21', '-0.32'],
    ['22.33', '9', '2.01'],
    ['0.05', '9', '0.00'],
    ['1.00', '5.5', '0.06'],
    ['0.00', '21', '0.00'],
  ])('group tax of %s at %s %% is %s', (taxable, rate, expected) => {
    expect(groupTax(taxable, rate)).toBe(expected);
  });
});

/** The oracle: integer arithmetic in BigInt, independent of big.js. */
const units = (text: string, decimals: number) => {
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(decimals, '0'));
  return text.startsWith('-') ? -value : value;
};
/** value / 10^shift rounded half away from zero. */
const roundShift = (value: bigint, shift: number) => {
  const divisor = 10n ** BigInt(shift);
  const magnitude = value < 0n ? -value : value;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return value < 0n ? -rounded : rounded;
};
const centsText = (cents: bigint) => {
  const magnitude = cents < 0n ? -cents : cents;
  const text = `${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
};
const decimalArbitrary = (integerDigits: number, signed: boolean) =>
  fc
    .tuple(
      fc.boolean(),
      fc.integer({ min: 0, max: 10 ** integerDigits - 1 }),
      fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }),
    )
    .map(
      ([negative, whole, fraction]) =>
        `${signed && negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
    );
const lineArbitrary = fc
  .tuple(
    decimalArbitrary(4, true),
    decimalArbitrary(5, false),
    fc.constantFrom(['S', '21'], ['S', '9'], ['Z', '0'], ['E', '0'], ['AE', '0']),
  )
  .map(([quantity, unit_price, [vat_category, vat_rate]]) =>
    line(quantity, unit_price, vat_category as InvoiceLineFigures['vat_category'], vat_rate),
  );

describe('generated: invoice math against integer cents', () => {
  it('gives the same line nets, group taxes and totals as integer arithmetic', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 30 }), (lines) => {
        const nets = lines.map((each) => roundShift(units(each.quantity, 4) * units(each.unit_price, 4), 6));
        const groups = new Map<string, bigint>();
        lines.forEach((each, index) => {
          const key = `${each.vat_category}|${each.vat_rate}`;
          groups.set(key, (groups.get(key) ?? 0n) + nets[index]!);
        });
        const taxes = [...groups].map(([key, taxable]) =>
          roundShift(taxable * BigInt(key.split('|')[1]!), 2),
        );
        const net = nets.reduce((sum, each) => sum + each, 0n);
        const tax = taxes.reduce((sum, each) => sum + each, 0n);

        const result = calculateInvoice(lines);
        expect(result.line_extensions).toEqual(nets.map(centsText));
        expect(result.vat_breakdown).toHaveLength(groups.size);
        expect(result.totals).toEqual({
          line_extension: centsText(net),
          tax_exclusive: centsText(net),
          tax: centsText(tax),
          tax_inclusive: centsText(net + tax),
          payable: centsText(net + tax),
        });
      }),
      { numRuns: 300 },
    );
  });
});
