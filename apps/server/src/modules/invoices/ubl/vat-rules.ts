import {
  canonicalRate,
  decimalCompare,
  decimalDistance,
  decimalEquals,
  decimalSum,
  exactGroupTax,
} from '@dossier/contract';
import type { RuleRefusal, StoredInvoice, UblVatGroup } from './types.ts';

/** The rule ids per VAT category (EN 16931 BR-S-*, BR-Z-*, BR-E-*, BR-AE-*): same numbers, different prefixes. */
const prefix: Record<UblVatGroup['category'], string> = { S: 'BR-S', Z: 'BR-Z', E: 'BR-E', AE: 'BR-AE' };
const names: Record<UblVatGroup['category'], string> = {
  S: 'standaardtarief (S)',
  Z: 'nultarief (Z)',
  E: 'vrijgesteld (E)',
  AE: 'btw verlegd (AE)',
};

/**
 * The VAT categories' rules, for amounts already known to be decimals:
 * -01 a line of the category has a breakdown group of it; -02 the seller's VAT id (AE: the buyer's too, for reverse
 * charge); -05 the line's rate (S above 0, the others 0); -08 a group's taxable amount is the sum of its lines' nets;
 * -09 a group's tax (S: taxable x rate, any correct rounding to cents, which is BR-CO-17 too; the others 0); -10 an
 * exemption reason for E and AE, none for S and Z.
 */
export function vatCategoryRefusals(invoice: StoredInvoice): RuleRefusal[] {
  const refusals: RuleRefusal[] = [];
  const refuse = (rule: string, text: string, loc: RuleRefusal['loc']) =>
    refusals.push({ rule, message: `[${rule}] ${text}`, loc });
  const sameGroup = (category: string, rate: string) => (group: UblVatGroup) =>
    group.category === category && (category !== 'S' || canonicalRate(group.rate) === canonicalRate(rate));

  const categoriesSeen = new Set<UblVatGroup['category']>();
  invoice.lines.forEach((line, index) => {
    const { vat_category: category } = line;
    const rule = prefix[category];
    const loc = ['InvoiceLine', index, 'ClassifiedTaxCategory'];
    const rateIsZero = decimalCompare(line.vat_rate, '0') === 0;
    if (category === 'S' ? rateIsZero : !rateIsZero)
      refuse(
        `${rule}-05`,
        `Regel ${index + 1}: ${names[category]} heeft ${category === 'S' ? 'een tarief boven 0 %' : 'tarief 0 %'}`,
        loc,
      );
    if (!invoice.vat_breakdown.some(sameGroup(category, line.vat_rate)))
      refuse(`${rule}-01`, `Regel ${index + 1}: de btw-specificatie voor ${names[category]} ontbreekt`, loc);
    categoriesSeen.add(category);
  });
  for (const category of categoriesSeen) {
    const rule = prefix[category];
    if (!invoice.seller.vat_id)
      refuse(`${rule}-02`, `Bij ${names[category]} vermeldt de verkoper zijn btw-nummer`, [
        'AccountingSupplierParty',
      ]);
    if (category === 'AE' && !invoice.buyer.vat_id)
      refuse('BR-AE-02', 'Bij btw verlegd (AE) vermeldt de factuur ook het btw-nummer van de koper', [
        'AccountingCustomerParty',
      ]);
  }

  invoice.vat_breakdown.forEach((group, index) => {
    const rule = prefix[group.category];
    const loc = ['TaxSubtotal', index];
    const lineNets = invoice.lines
      .filter(
        (line) => sameGroup(line.vat_category, line.vat_rate)(group) && line.vat_category === group.category,
      )
      .map((line) => line.line_extension);
    const expectedTaxable = decimalSum(lineNets);
    if (!decimalEquals(group.taxable, expectedTaxable))
      refuse(
        `${rule}-08`,
        `Btw-grondslag ${names[group.category]} ${group.rate} % (${group.taxable}) is niet de som van de regels (${expectedTaxable})`,
        [...loc, 'TaxableAmount'],
      );
    if (group.category === 'S') {
      if (decimalCompare(decimalDistance(group.tax, exactGroupTax(group.taxable, group.rate)), '0.005') > 0)
        refuse(
          'BR-S-09',
          `Btw ${group.rate} % over ${group.taxable} is ${exactGroupTax(group.taxable, group.rate)} afgerond op centen, niet ${group.tax}`,
          [...loc, 'TaxAmount'],
        );
    } else {
      if (!decimalEquals(group.rate, '0'))
        refuse(`${rule}-05`, `Het tarief van ${names[group.category]} is 0 %`, [...loc, 'Percent']);
      if (!decimalEquals(group.tax, '0'))
        refuse(`${rule}-09`, `Bij ${names[group.category]} is het btw-bedrag 0`, [...loc, 'TaxAmount']);
    }
    const needsReason = group.category === 'E' || group.category === 'AE';
    if (needsReason && !group.exemption_reason?.trim())
      refuse(`${rule}-10`, `Bij ${names[group.category]} staat een vrijstellingsreden (tekst)`, [
        ...loc,
        'TaxExemptionReason',
      ]);
    if (!needsReason && group.exemption_reason)
      refuse(`${rule}-10`, `Bij ${names[group.category]} staat geen vrijstellingsreden`, [
        ...loc,
        'TaxExemptionReason',
      ]);
  });
  return refusals;
}
