import { describe, expect, it } from 'vitest';
import type { StoredInvoice, UblParty } from '../ubl/types.ts';
import { type PdfOptions, renderInvoicePdf } from './render-pdf.ts';

const seller: UblParty = {
  legal_name: 'Bouwbedrijf De Vries B.V.',
  street: 'Industrieweg 12',
  postal_code: '3542 AD',
  city: 'Utrecht',
  country_code: 'NL',
  vat_id: 'NL123456782B01',
  kvk: '12345678',
  iban: 'NL91ABNA0417164300',
};
const buyer: UblParty = {
  ...seller,
  legal_name: 'Logistiek Centrum B.V.',
  street: 'Havenweg 1',
  postal_code: '3011 AA',
  city: 'Rotterdam',
  vat_id: 'NL987654321B01',
  kvk: '87654321',
  iban: null,
};

/** 10 h x 100.00 at 21 % and 2 x 5.00 at 9 %: figures written by hand, not by invoice-math. */
const invoice: StoredInvoice = {
  kind: 'invoice',
  number: 'DV-2026-0001',
  issue_date: '2026-11-26',
  due_date: '2026-12-26',
  currency: 'EUR',
  buyer_reference: 'PO-4711',
  order_reference: null,
  note: null,
  payment_terms: 'Betaling binnen 30 dagen na factuurdatum',
  credited_invoice_number: null,
  seller,
  buyer,
  lines: [
    {
      id: '1',
      description: 'Montage',
      quantity: '10',
      unit_code: 'HUR',
      unit_price: '100',
      vat_category: 'S',
      vat_rate: '21',
      line_extension: '1000.00',
    },
    {
      id: '2',
      description: 'Bouten',
      quantity: '2',
      unit_code: 'C62',
      unit_price: '5',
      vat_category: 'S',
      vat_rate: '9',
      line_extension: '10.00',
    },
  ],
  vat_breakdown: [
    { category: 'S', rate: '21', taxable: '1000.00', tax: '210.00', exemption_reason: null },
    { category: 'S', rate: '9', taxable: '10.00', tax: '0.90', exemption_reason: null },
  ],
  totals: {
    line_extension: '1010.00',
    tax_exclusive: '1010.00',
    tax: '210.90',
    tax_inclusive: '1220.90',
    payable: '1220.90',
  },
};

const sentAt = new Date('2026-11-26T11:00:00Z');
const options: PdfOptions = { status: 'sent', sentAt, compress: false };

/**
 * The text lines of an uncompressed pdfkit file: each line of text is one TJ array of hex strings in WinAnsi (the
 * numbers between them are kerning, not spaces); pages joined in order.
 */
function textOf(pdf: Buffer): string[] {
  const winAnsi = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const [, array = ''] of pdf
    .toString('latin1')
    .matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)*)\]\s*TJ/g)) {
    const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, part]) => part).join('');
    lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
  }
  return lines;
}

/** The text as one paragraph: wrapped lines joined by one space. */
const prose = (pdf: Buffer) => textOf(pdf).join(' ').replace(/\s+/g, ' ');

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the invoice PDF', () => {
  it('is a PDF file with the title, dates, parties and reference in Dutch', async () => {
    const pdf = await renderInvoicePdf(invoice, options);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textOf(pdf)).toEqual(
      expect.arrayContaining([
        'Factuur DV-2026-0001',
        'Factuurdatum: 26-11-2026',
        'Vervaldatum: 26-12-2026',
        'Uw referentie: PO-4711',
        'Bouwbedrijf De Vries B.V.',
        'Industrieweg 12',
        '3542 AD Utrecht',
        'KvK: 12345678',
        'Btw-nummer: NL123456782B01',
        'Logistiek Centrum B.V.',
        'KvK: 87654321',
        'Btw-nummer: NL987654321B01',
      ]),
    );
  });

  it('has the lines table and the VAT per rate with the totals in euro as a Dutch reader writes them', async () => {
    const text = textOf(await renderInvoicePdf(invoice, options));
    expect(text).toEqual(
      expect.arrayContaining([
        'Omschrijving',
        'Aantal',
        'Prijs per eenheid',
        'Btw',
        'Bedrag',
        'Montage',
        '10',
        '€ 100,00',
        '21%',
        '€ 1.000,00',
        '9%',
        '€ 10,00',
        'Btw 21% over € 1.000,00: € 210,00',
        'Btw 9% over € 10,00: € 0,90',
        'Totaal excl. btw',
        '€ 1.010,00',
        '€ 210,90',
        'Totaal incl. btw',
        'Te betalen',
        '€ 1.220,90',
      ]),
    );
  });

  it('asks for payment to the IBAN with the invoice number as the payment reference', async () => {
    const text = prose(await renderInvoicePdf(invoice, options));
    expect(text).toContain(
      'Gelieve € 1.220,90 vóór 26-12-2026 over te maken op NL91 ABNA 0417 1643 00 t.n.v. Bouwbedrijf De Vries B.V. o.v.v. DV-2026-0001.',
    );
    expect(text).toContain('Betalingskenmerk: DV-2026-0001');
  });

  it('says btw verlegd with both VAT ids under reverse charge', async () => {
    const reverse: StoredInvoice = {
      ...invoice,
      lines: invoice.lines.map((line) => ({ ...line, vat_category: 'AE', vat_rate: '0' })),
      vat_breakdown: [
        { category: 'AE', rate: '0', taxable: '1010.00', tax: '0.00', exemption_reason: 'Btw verlegd' },
      ],
      totals: { ...invoice.totals, tax: '0.00', tax_inclusive: '1010.00', payable: '1010.00' },
    };
    const text = prose(await renderInvoicePdf(reverse, options));
    expect(text).toContain('Btw verlegd over € 1.010,00');
    expect(text).toContain('Btw-nummer leverancier: NL123456782B01; btw-nummer afnemer: NL987654321B01.');
    expect(text).toContain('Gelieve € 1.010,00 vóór');
  });

  it('titles a credit note and names the invoice it credits, asking no payment', async () => {
    const credit: StoredInvoice = {
      ...invoice,
      kind: 'credit_note',
      number: 'DV-2026-0002',
      due_date: null,
      credited_invoice_number: 'DV-2026-0001',
    };
    const text = prose(await renderInvoicePdf(credit, options));
    expect(text).toContain('Creditnota DV-2026-0002');
    expect(text).toContain('Deze creditnota crediteert factuur DV-2026-0001.');
    expect(text).toContain('Het bedrag van € 1.220,90 wordt verrekend met factuur DV-2026-0001.');
    expect(text).not.toContain('Gelieve');
    expect(text).not.toContain('Vervaldatum');
  });

  it('wraps a long description and carries many lines onto next pages with the table head again', async () => {
    const long = 'Levering en montage van stalen liggers volgens tekening '.repeat(6).trim();
    const many: StoredInvoice = {
      ...invoice,
      lines: Array.from({ length: 80 }, (_, index) => ({
        ...invoice.lines[0]!,
        id: String(index + 1),
        description: index === 0 ? long : `Regel ${index + 1}`,
      })),
    };
    const pdf = await renderInvoicePdf(many, options);
    const text = textOf(pdf);
    const tableHeads = text.filter((line) => line === 'Omschrijving').length;
    expect(tableHeads).toBeGreaterThan(1);
    // The totals may start a page of their own, without a table head.
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(tableHeads);
    expect(text).toContain('Regel 80');
    // The description is written over several lines of its column, none of them the whole of it.
    expect(text).not.toContain(long);
    const wrapped = text.filter((line) => line.trim().length > 10 && long.includes(line.trim()));
    expect(wrapped.length).toBeGreaterThan(2);
  });

  it('gives the same file for the same invoice, dated when it was sent', async () => {
    const first = await renderInvoicePdf(invoice, options);
    const second = await renderInvoicePdf(invoice, options);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261126110000Z)');
  });

  it('compresses by default and still renders text outside WinAnsi without failing', async () => {
    const compressed = await renderInvoicePdf(
      { ...invoice, lines: [{ ...invoice.lines[0]!, description: 'Łódź 😀 工事' }] },
      { status: 'paid', sentAt },
    );
    expect(compressed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(compressed.toString('latin1')).toContain('/FlateDecode');
  });
});
