import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importRefusals } from './import-checks.ts';
import { parseUbl } from './parse-ubl.ts';

/** Bakker Transport's own export (seller KvK 24123456) to De Vries (buyer KvK 12345678). */
const fixture = parseUbl(
  readFileSync(
    new URL('../../../../test/fixtures/ubl/imported-transport-invoice.xml', import.meta.url),
    'utf8',
  ),
);
const parties = { sellerKvk: '24123456', buyers: [{ id: 'de-vries', registration_number: '12345678' }] };

describe('importRefusals (issue 21 item 7)', () => {
  it('takes the fixture as it is: the uploader is its seller, the buyer is in the dossier', () => {
    expect(fixture.refusals).toEqual([]);
    expect(importRefusals(fixture.invoice!, parties)).toEqual({ buyerId: 'de-vries', refusals: [] });
  });

  it('refuses more lines than a draft may have (500), and a description over 500 characters', () => {
    const invoice = fixture.invoice!;
    const line = invoice.lines[0]!;
    const many = { ...invoice, lines: Array.from({ length: 501 }, () => line) };
    expect(importRefusals(many, parties).refusals.map((refusal) => refusal.rule)).toEqual(['IMPORT-LINES']);
    const wordy = { ...invoice, lines: [{ ...line, description: 'x'.repeat(501) }] };
    expect(importRefusals(wordy, parties).refusals).toEqual([
      expect.objectContaining({ rule: 'IMPORT-VALUE', loc: ['InvoiceLine', 0] }),
    ]);
  });
});
