import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { findInvoice, insertLines } from '../queries.ts';
import type { ImportBuyer } from '../ubl/import-checks.ts';
import type { StoredInvoice, UblLine } from '../ubl/types.ts';

/** The dossier's other companies with their KvK numbers: the buyers an imported invoice may name. */
export async function dossierBuyers(db: Kysely<Database>, companyIds: string[]): Promise<ImportBuyer[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('companies')
    .select(['id', 'registration_number'])
    .where('id', 'in', companyIds)
    .execute();
}

/**
 * The invoice an imported credit note names (BillingReference), locked: the seller's invoice to the same buyer in
 * this dossier. None when the number is not found there: the reference then lives in the kept XML alone.
 */
export async function creditedByImport(
  trx: Transaction<Database>,
  input: { dossierId: string; sellerId: string; buyerId: string; invoice: StoredInvoice },
) {
  const number = input.invoice.credited_invoice_number;
  if (!number) return undefined;
  const row = await trx
    .selectFrom('invoices')
    .select('id')
    .where('dossier_id', '=', input.dossierId)
    .where('seller_company_id', '=', input.sellerId)
    .where('buyer_company_id', '=', input.buyerId)
    .where('kind', '=', 'invoice')
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? findInvoice(trx, row.id, { lock: true }) : undefined;
}

/** The lines as the file has them, in its order. */
export const insertImportedLines = (trx: Transaction<Database>, invoiceId: string, lines: UblLine[]) =>
  insertLines(
    trx,
    invoiceId,
    lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_code: line.unit_code,
      unit_price: line.unit_price,
      vat_category: line.vat_category,
      vat_rate: line.vat_rate,
      line_extension: line.line_extension,
    })),
  );
