import { describe, expect, it } from 'vitest';
import { formatEuro, formatInvoiceDate, vatLabel } from './invoice-format.ts';

// Issue 21 item 9: amounts as '€ 1.210,00'. Expected texts written by hand.
describe('formatEuro', () => {
  it.each([
    ['1210.00', '€ 1.210,00'],
    ['0.00', '€ 0,00'],
    ['5', '€ 5,00'],
    ['12.5', '€ 12,50'],
    ['999.99', '€ 999,99'],
    ['1000', '€ 1.000,00'],
    ['1234567.89', '€ 1.234.567,89'],
    ['9999999999.99', '€ 9.999.999.999,99'],
    ['-12.50', '€ -12,50'],
    ['-1210.00', '€ -1.210,00'],
  ])('%s -> %s', (amount, shown) => {
    expect(formatEuro(amount)).toBe(shown);
  });
});

describe('formatInvoiceDate and vatLabel', () => {
  it('shows a calendar date without a time zone', () => {
    expect(formatInvoiceDate('2026-12-01')).toBe('1-12-2026');
    expect(formatInvoiceDate('2027-01-31')).toBe('31-1-2027');
  });

  it('names the VAT of a line', () => {
    expect(vatLabel('S', '21')).toBe('21 %');
    expect(vatLabel('S', '9')).toBe('9 %');
    expect(vatLabel('S', '5.5')).toBe('5,5 %');
    expect(vatLabel('Z', '0')).toBe('0 %');
    expect(vatLabel('E', '0')).toBe('Vrijgesteld');
    expect(vatLabel('AE', '0')).toBe('Verlegd');
  });
});
