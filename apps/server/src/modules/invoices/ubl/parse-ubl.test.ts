import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { standardInvoice } from '../../../../test/fixtures/ubl/stored-invoices.ts';
import { buildUbl } from './build-ubl.ts';
import { parseUbl, UBL_MAX_BYTES } from './parse-ubl.ts';

const fixture = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../test/fixtures/ubl/imported-transport-invoice.xml'),
  'utf8',
);
const rulesOf = (xml: string) => parseUbl(xml).refusals.map((refusal) => refusal.rule);

describe('UBL in: an invoice exported by accounting software (hand-written fixture)', () => {
  it('reads every field, keeping schemeID, currencyID and unitCode where they matter', () => {
    const { invoice, refusals } = parseUbl(fixture);
    expect(refusals).toEqual([]);
    expect(invoice).toEqual({
      kind: 'invoice',
      number: '2026-00417',
      issue_date: '2026-11-20',
      due_date: '2026-12-20',
      currency: 'EUR',
      buyer_reference: 'DV-inkoop 8812',
      order_reference: null,
      note: 'Ritten week 46',
      payment_terms: '30 dagen netto',
      credited_invoice_number: null,
      seller: {
        legal_name: 'Transport Bakker B.V.',
        street: 'Kade 3',
        postal_code: '3011 AA',
        city: 'Rotterdam',
        country_code: 'NL',
        vat_id: 'NL811223344B01',
        kvk: '24123456',
        iban: 'NL02RABO0123456789',
      },
      buyer: {
        legal_name: 'Bouwbedrijf De Vries B.V.',
        street: 'Industrieweg 12',
        postal_code: '3542 AD',
        city: 'Utrecht',
        country_code: 'NL',
        vat_id: 'NL123456789B01',
        kvk: '12345678',
        iban: null,
      },
      lines: [
        {
          id: '10',
          description: 'Transport Utrecht - Groningen',
          quantity: '3',
          unit_code: 'C62',
          unit_price: '425.00',
          vat_category: 'S',
          vat_rate: '21.00',
          line_extension: '1275.00',
        },
        {
          id: '20',
          description: 'Wachturen',
          quantity: '2.25',
          unit_code: 'HUR',
          unit_price: '62.50',
          vat_category: 'S',
          vat_rate: '21.00',
          line_extension: '140.63',
        },
        {
          id: '30',
          description: 'Grensoverschrijdend vervoer Venlo - Duisburg',
          quantity: '1',
          unit_code: 'C62',
          unit_price: '180.00',
          vat_category: 'Z',
          vat_rate: '0.00',
          line_extension: '180.00',
        },
      ],
      vat_breakdown: [
        { category: 'S', rate: '21.00', taxable: '1415.63', tax: '297.28', exemption_reason: null },
        { category: 'Z', rate: '0.00', taxable: '180.00', tax: '0.00', exemption_reason: null },
      ],
      totals: {
        line_extension: '1595.63',
        tax_exclusive: '1595.63',
        tax: '297.28',
        tax_inclusive: '1892.91',
        payable: '1892.91',
        allowance_total: '0.00',
        prepaid: '0.00',
      },
    });
  });

  it('refuses a payable amount that breaks BR-CO-16, naming the rule in Dutch', () => {
    const broken = fixture.replace(
      '<cbc:PayableAmount currencyID="EUR">1892.91</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="EUR">1892.90</cbc:PayableAmount>',
    );
    expect(parseUbl(broken).refusals).toEqual([
      {
        rule: 'BR-CO-16',
        message:
          '[BR-CO-16] Te betalen bedrag (PayableAmount 1892.90) is niet totaal inclusief btw min vooruitbetaald plus afronding (1892.91)',
        loc: ['LegalMonetaryTotal', 'PayableAmount'],
      },
    ]);
  });

  it('counts a prepaid amount in BR-CO-16', () => {
    const prepaid = fixture
      .replace('<cbc:PrepaidAmount currencyID="EUR">0.00', '<cbc:PrepaidAmount currencyID="EUR">500.00')
      .replace('<cbc:PayableAmount currencyID="EUR">1892.91', '<cbc:PayableAmount currencyID="EUR">1392.91');
    expect(parseUbl(prepaid).refusals).toEqual([]);
  });

  it.each([
    [
      'VAT rounded per line instead of per rate',
      [
        '<cbc:TaxAmount currencyID="EUR">297.28</cbc:TaxAmount>\n    <cac:TaxSubtotal>',
        '<cbc:TaxAmount currencyID="EUR">297.29</cbc:TaxAmount>\n    <cac:TaxSubtotal>',
      ],
      ['BR-CO-14', 'BR-CO-15'],
    ],
    [
      'a KvK number without scheme 0106',
      ['<cbc:CompanyID schemeID="0106">24123456</cbc:CompanyID>', '<cbc:CompanyID>24123456</cbc:CompanyID>'],
      ['PEPPOL-EN16931-R020', 'BR-NL-1'],
    ],
    ['no buyer reference', ['<cbc:BuyerReference>DV-inkoop 8812</cbc:BuyerReference>', ''], ['BR-NL-2']],
    [
      'a currency other than EUR',
      ['<cbc:DocumentCurrencyCode>EUR', '<cbc:DocumentCurrencyCode>USD'],
      ['BR-05'],
    ],
    [
      'an amount in another currency',
      ['<cbc:TaxableAmount currencyID="EUR">180.00', '<cbc:TaxableAmount currencyID="USD">180.00'],
      ['PEPPOL-EN16931-R051'],
    ],
    ['type 381 in an Invoice', ['<cbc:InvoiceTypeCode>380', '<cbc:InvoiceTypeCode>381'], ['BR-NL-8']],
    [
      'no CustomizationID',
      [
        '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0</cbc:CustomizationID>',
        '',
      ],
      ['BR-01'],
    ],
    ['payment means 31 (not Dutch)', ['name="Overboeking">30<', 'name="Overboeking">31<'], ['BR-NL-12']],
    [
      'a line total with three decimals',
      [
        '<cbc:LineExtensionAmount currencyID="EUR">140.63</cbc:LineExtensionAmount>',
        '<cbc:LineExtensionAmount currencyID="EUR">140.630</cbc:LineExtensionAmount>',
      ],
      ['BR-DEC-23'],
    ],
    [
      'a line net that is not quantity x price',
      ['<cbc:PriceAmount currencyID="EUR">62.50', '<cbc:PriceAmount currencyID="EUR">65.50'],
      ['PEPPOL-EN16931-R120'],
    ],
    [
      'a line discount',
      [
        '<cac:Price>\n      <cbc:PriceAmount currencyID="EUR">62.50',
        '<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator></cac:AllowanceCharge><cac:Price>\n      <cbc:PriceAmount currencyID="EUR">62.50',
      ],
      ['UBL-ALLOWANCE'],
    ],
  ])('refuses %s', (_case, [from, to], rules) => {
    const changed = fixture.replace(from!, to!);
    expect(changed).not.toBe(fixture);
    expect(rulesOf(changed)).toEqual(rules);
  });

  it('refuses a VAT category it cannot store, without an invoice', () => {
    const xml = fixture.replaceAll('<cbc:ID>Z</cbc:ID>', '<cbc:ID>K</cbc:ID>');
    expect(parseUbl(xml)).toMatchObject({
      invoice: null,
      refusals: [{ rule: 'UBL-CATEGORY' }, { rule: 'UBL-CATEGORY' }],
    });
  });
});

describe('UBL in: hostile and broken files', () => {
  it('refuses a DOCTYPE with an external entity (XXE)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${buildUbl(standardInvoice).replace('<?xml version="1.0" encoding="UTF-8"?>', '').replace('Project Havenkade', '&xxe;')}`;
    expect(parseUbl(xxe)).toEqual({
      invoice: null,
      refusals: [
        { rule: 'UBL-DOCTYPE', message: '[UBL-DOCTYPE] Een UBL-bestand bevat geen DOCTYPE of ENTITY' },
      ],
    });
  });

  it('refuses entity expansion (billion laughs) before parsing', () => {
    const laughs = `<?xml version="1.0"?>
<!doctype lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol2;</Invoice>`;
    expect(rulesOf(laughs)).toEqual(['UBL-DOCTYPE']);
  });

  it(`refuses a file above ${UBL_MAX_BYTES} bytes`, () => {
    const huge = buildUbl(standardInvoice).replace('Project Havenkade', 'x'.repeat(UBL_MAX_BYTES));
    expect(rulesOf(huge)).toEqual(['UBL-SIZE']);
  });

  it.each([
    ['no XML', 'Dit is een pdf', 'UBL-XML'],
    ['unclosed elements', '<Invoice><cbc:ID>1</Invoice>', 'UBL-XML'],
    [
      'another document type',
      '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>',
      'UBL-ROOT',
    ],
    [
      'an Invoice in a foreign namespace',
      '<Invoice xmlns="urn:example:invoice"><ID>1</ID></Invoice>',
      'UBL-ROOT',
    ],
  ])('refuses %s', (_case, xml, rule) => {
    expect(parseUbl(xml)).toMatchObject({ invoice: null, refusals: [{ rule }] });
  });
});
