import fs from 'node:fs';
import path from 'node:path';
import { calculateInvoice } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { creditNote, goldenCases, standardInvoice } from '../../../../test/fixtures/ubl/stored-invoices.ts';
import { buildUbl } from './build-ubl.ts';
import { parseUbl } from './parse-ubl.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/ubl');
const golden = (file: string) => fs.readFileSync(path.join(fixtures, file), 'utf8');
/** The child element names of an element, in document order (a small reader for order checks). */
const elementOrder = (xml: string, parent: string) => {
  const body = new RegExp(`<${parent}[^>]*>([\\s\\S]*?)</${parent}>`).exec(xml)?.[1] ?? '';
  const names: string[] = [];
  let depth = 0;
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (closing) depth -= 1;
    else {
      if (depth === 0) names.push(name!);
      if (!selfClosing) depth += 1;
    }
  }
  return names;
};

describe('UBL out (NLCIUS)', () => {
  it.each(goldenCases)('writes %s byte for byte', (file, invoice) => {
    expect(buildUbl(invoice)).toBe(golden(file));
  });

  it('has fixtures whose hand-computed figures agree with the invoice math', () => {
    for (const [, invoice] of goldenCases) {
      const result = calculateInvoice(invoice.lines);
      expect(result.line_extensions).toEqual(invoice.lines.map((line) => line.line_extension));
      expect(result.totals).toEqual(invoice.totals);
      expect(result.vat_breakdown).toEqual(
        invoice.vat_breakdown.map(({ exemption_reason: _, ...group }) => group),
      );
    }
  });

  it('puts an Invoice in the EN 16931 / UBL 2.1 element order', () => {
    expect(elementOrder(buildUbl({ ...standardInvoice, order_reference: 'PO-1' }), 'Invoice')).toEqual([
      'cbc:CustomizationID',
      'cbc:ProfileID',
      'cbc:ID',
      'cbc:IssueDate',
      'cbc:DueDate',
      'cbc:InvoiceTypeCode',
      'cbc:Note',
      'cbc:DocumentCurrencyCode',
      'cbc:BuyerReference',
      'cac:OrderReference',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PaymentMeans',
      'cac:PaymentTerms',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:InvoiceLine',
      'cac:InvoiceLine',
      'cac:InvoiceLine',
      'cac:InvoiceLine',
    ]);
  });

  it('makes a credit note a CreditNote 381 with its BillingReference, no due date and no payment means', () => {
    const xml = buildUbl({ ...creditNote, due_date: '2026-12-30' });
    expect(elementOrder(xml, 'CreditNote')).toEqual([
      'cbc:CustomizationID',
      'cbc:ProfileID',
      'cbc:ID',
      'cbc:IssueDate',
      'cbc:CreditNoteTypeCode',
      'cbc:DocumentCurrencyCode',
      'cbc:BuyerReference',
      'cac:BillingReference',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PaymentTerms',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:CreditNoteLine',
    ]);
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(elementOrder(xml, 'cac:CreditNoteLine')).toEqual([
      'cbc:ID',
      'cbc:CreditedQuantity',
      'cbc:LineExtensionAmount',
      'cac:Item',
      'cac:Price',
    ]);
  });

  it('orders a party as EndpointID, PartyName, PostalAddress, PartyTaxScheme, PartyLegalEntity', () => {
    expect(elementOrder(buildUbl(standardInvoice), 'cac:Party')).toEqual([
      'cbc:EndpointID',
      'cac:PartyName',
      'cac:PostalAddress',
      'cac:PartyTaxScheme',
      'cac:PartyLegalEntity',
    ]);
  });

  it('writes every amount with currencyID EUR and the KvK number with scheme 0106', () => {
    const xml = buildUbl(standardInvoice);
    const amounts = [...xml.matchAll(/<cbc:(\w*Amount)( [^>]*)?>/g)];
    expect(amounts.length).toBeGreaterThan(10);
    for (const [, , attributes] of amounts) expect(attributes).toBe(' currencyID="EUR"');
    expect(xml).toContain('<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
    expect(xml.match(/<cac:PaymentTerms>/g)).toHaveLength(1);
  });

  it('drops characters XML 1.0 cannot hold instead of writing a broken file', () => {
    const xml = buildUbl({ ...standardInvoice, note: 'Fase\u0001 1' });
    expect(xml).toContain('<cbc:Note>Fase 1</cbc:Note>');
    expect(parseUbl(xml).refusals).toEqual([]);
  });

  it.each(goldenCases)('reads %s back to the same invoice without a refusal', (_file, invoice) => {
    // A CreditNote has no payment means, so the seller's IBAN is not in it.
    const expected =
      invoice.kind === 'credit_note' ? { ...invoice, seller: { ...invoice.seller, iban: null } } : invoice;
    expect(parseUbl(buildUbl(invoice))).toEqual({ invoice: expected, refusals: [] });
  });
});
