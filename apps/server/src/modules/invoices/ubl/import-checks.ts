import { limits } from '@dossier/contract';
import type { RuleRefusal, StoredInvoice } from './types.ts';

const refusal = (rule: string, text: string, loc?: RuleRefusal['loc']): RuleRefusal => ({
  rule,
  message: `[${rule}] ${text}`,
  ...(loc ? { loc } : {}),
});

/** A company the imported invoice may name as its buyer: one of the dossier's other companies. */
export interface ImportBuyer {
  id: string;
  registration_number: string;
}

/**
 * What an import needs beyond the EN 16931 rules (issue 21 item 7): the seller is the uploader's company by its KvK,
 * the buyer another company of the dossier by its KvK, and the figures fit the columns they are stored in.
 */
export function importRefusals(
  invoice: StoredInvoice,
  parties: { sellerKvk: string; buyers: ImportBuyer[] },
): { buyerId: string | null; refusals: RuleRefusal[] } {
  const refusals: RuleRefusal[] = [];
  if (invoice.seller.kvk !== parties.sellerKvk)
    refusals.push(
      refusal(
        'IMPORT-SELLER',
        `Het KvK-nummer van de verkoper (${invoice.seller.kvk ?? 'ontbreekt'}) is niet dat van uw bedrijf (${parties.sellerKvk}): importeer alleen facturen van uw eigen bedrijf`,
        ['AccountingSupplierParty', 'PartyLegalEntity'],
      ),
    );
  const buyer = parties.buyers.find((company) => company.registration_number === invoice.buyer.kvk);
  if (!buyer)
    refusals.push(
      refusal(
        'IMPORT-BUYER',
        `De koper met KvK-nummer ${invoice.buyer.kvk ?? '(ontbreekt)'} is geen ander bedrijf in dit dossier`,
        ['AccountingCustomerParty', 'PartyLegalEntity'],
      ),
    );
  refusals.push(...storableRefusals(invoice));
  return { buyerId: buyer?.id ?? null, refusals };
}

/** 'YYYY-MM-DD' that names a real day (the rules check the pattern only). */
function isCalendarDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
  );
}

/** A decimal with at most `whole` digits before the point and `places` after it: numeric(whole + places, places). */
const fits = (value: string, whole: number, places: number) =>
  new RegExp(`^-?\\d{1,${whole}}(\\.\\d{1,${places}})?$`).test(value);

function storableRefusals(invoice: StoredInvoice): RuleRefusal[] {
  const refusals: RuleRefusal[] = [];
  const refuse = (text: string, loc: RuleRefusal['loc']) => refusals.push(refusal('IMPORT-VALUE', text, loc));
  // The same bounds as a draft made here: a file of thousands of lines would hold the dossier and the PDF long.
  if (invoice.lines.length > limits.invoice.linesMax)
    refusals.push(
      refusal(
        'IMPORT-LINES',
        `De factuur heeft ${invoice.lines.length} regels; hier kunnen er hoogstens ${limits.invoice.linesMax}`,
        ['InvoiceLine'],
      ),
    );
  if (invoice.issue_date && !isCalendarDay(invoice.issue_date))
    refuse(`De factuurdatum ${invoice.issue_date} bestaat niet`, ['IssueDate']);
  if (invoice.due_date && !isCalendarDay(invoice.due_date))
    refuse(`De vervaldatum ${invoice.due_date} is geen datum (JJJJ-MM-DD)`, ['DueDate']);
  invoice.lines.forEach((line, index) => {
    const loc = ['InvoiceLine', index];
    if (!fits(line.quantity, 10, 4) || !fits(line.unit_price, 10, 4))
      refuse(`Regel ${index + 1}: aantal of prijs heeft meer dan 10 cijfers of 4 decimalen`, loc);
    if (line.unit_price.startsWith('-') || line.vat_rate.startsWith('-') || !fits(line.vat_rate, 3, 2))
      refuse(`Regel ${index + 1}: een negatieve prijs of een btw-tarief dat geen percentage is`, loc);
    if (!fits(line.line_extension, 12, 2)) refuse(`Regel ${index + 1}: het regelbedrag is te groot`, loc);
    if (line.description.length > limits.invoice.descriptionMax)
      refuse(
        `Regel ${index + 1}: de omschrijving is langer dan ${limits.invoice.descriptionMax} tekens`,
        loc,
      );
  });
  const { line_extension, tax_exclusive, tax, tax_inclusive, payable } = invoice.totals;
  if (![line_extension, tax_exclusive, tax, tax_inclusive, payable].every((amount) => fits(amount, 12, 2)))
    refuse('Een totaalbedrag heeft meer dan 12 cijfers', ['LegalMonetaryTotal']);
  return refusals;
}
