import { calculateInvoice, type InvoiceLineRequest, limits } from '@dossier/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, InvoiceLinesTable, InvoicesTable } from '../../db/schema.ts';
import { accessValidAt } from '../membership/index.ts';

type Db = Kysely<Database>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;

/** An invoice as it is presented: its row, its lines in order and both parties' company names. */
export interface InvoiceView {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  sellerName: string;
  buyerName: string;
}

/** One invoice by id, locked for the rest of the transaction when it will change. */
export async function findInvoice(db: Db, invoiceId: string, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('invoices').selectAll().where('id', '=', invoiceId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The dossier's row locked against closure (which locks it FOR UPDATE) while an invoice of it changes; NO KEY, so
 * the chat line's counters on the same row are still written in this transaction.
 */
export async function lockDossierForInvoices(trx: Db, dossierId: string) {
  return trx
    .selectFrom('dossiers')
    .select(['id', 'title', 'status'])
    .where('id', '=', dossierId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

/** What invoices need of their dossier: its title (the default buyer reference, the mails) and its status. */
export async function dossierOfInvoices(db: Db, dossierId: string) {
  return db
    .selectFrom('dossiers')
    .select(['id', 'title', 'status'])
    .where('id', '=', dossierId)
    .executeTakeFirstOrThrow();
}

/** The companies of a dossier, oldest link first. */
export async function dossierCompanyIds(db: Db, dossierId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('dossier_companies')
    .select('company_id')
    .where('dossier_id', '=', dossierId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.company_id);
}

/** Lines and company names for the invoices in two queries (no query per invoice). */
export async function invoiceViews(db: Db, invoices: InvoiceRow[]): Promise<InvoiceView[]> {
  if (invoices.length === 0) return [];
  const ids = invoices.map((invoice) => invoice.id);
  const companyIds = [...new Set(invoices.flatMap((row) => [row.seller_company_id, row.buyer_company_id]))];
  const [lines, companies] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', 'in', ids)
      .orderBy('invoice_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('companies').select(['id', 'name']).where('id', 'in', companyIds).execute(),
  ]);
  const names = new Map(companies.map((company) => [company.id, company.name]));
  return invoices.map((invoice) => ({
    invoice,
    lines: lines.filter((line) => line.invoice_id === invoice.id),
    sellerName: names.get(invoice.seller_company_id) ?? '',
    buyerName: names.get(invoice.buyer_company_id) ?? '',
  }));
}

export async function invoiceView(db: Db, invoice: InvoiceRow): Promise<InvoiceView> {
  const [view] = await invoiceViews(db, [invoice]);
  if (!view) throw new Error(`invoice ${invoice.id} has no view`);
  return view;
}

/** The dossier's invoices a company may see, newest first: every sent one of its own, and its own drafts. */
export async function invoicesOfDossierFor(
  db: Db,
  dossierId: string,
  companyId: string,
  seesDrafts: boolean,
) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('dossier_id', '=', dossierId)
    .where((eb) => eb.or([eb('seller_company_id', '=', companyId), eb('buyer_company_id', '=', companyId)]))
    .where((eb) =>
      seesDrafts
        ? eb.or([eb('status', '<>', 'draft'), eb('seller_company_id', '=', companyId)])
        : eb('status', '<>', 'draft'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** An invoice line as stored: its figures as given, its net amount already computed. */
export interface StoredLine {
  description: string;
  quantity: string;
  unit_code: string;
  unit_price: string;
  vat_category: InvoiceLineRequest['vat_category'];
  vat_rate: string;
  line_extension: string;
}

/** Writes an invoice's lines in their order (a draft's as typed, an import's as the file has them). */
export async function insertLines(
  trx: Transaction<Database>,
  invoiceId: string,
  lines: ReadonlyArray<StoredLine>,
) {
  await trx
    .insertInto('invoice_lines')
    .values(lines.map((line, position) => ({ invoice_id: invoiceId, position, ...line })))
    .execute();
}

/** Replaces a draft's lines and stores its totals as the contract's math computes them. */
export async function writeDraftLines(
  trx: Transaction<Database>,
  invoiceId: string,
  lines: ReadonlyArray<InvoiceLineRequest>,
) {
  const { line_extensions, totals } = calculateInvoice(lines);
  await trx.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
  await insertLines(
    trx,
    invoiceId,
    lines.map((line, position) => ({
      description: line.description,
      quantity: line.quantity,
      unit_code: line.unit_code ?? limits.invoice.defaultUnitCode,
      unit_price: line.unit_price,
      vat_category: line.vat_category,
      vat_rate: line.vat_rate,
      line_extension: line_extensions[position] ?? '0.00',
    })),
  );
  await trx.updateTable('invoices').set(totals).where('id', '=', invoiceId).execute();
}

/**
 * The next number of a seller's series for a prefix and year: the counter row is created when absent (a concurrent
 * first send creates nothing twice), then locked FOR UPDATE until the commit, so numbers are gapless and unique.
 */
export async function takeNextNumber(
  trx: Transaction<Database>,
  series: { companyId: string; prefix: string; year: number },
): Promise<number> {
  await trx
    .insertInto('invoice_number_series')
    .values({ company_id: series.companyId, prefix: series.prefix, year: series.year, last_number: 0 })
    .onConflict((conflict) => conflict.columns(['company_id', 'prefix', 'year']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('invoice_number_series')
    .select('last_number')
    .where('company_id', '=', series.companyId)
    .where('prefix', '=', series.prefix)
    .where('year', '=', series.year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const next = row.last_number + 1;
  await trx
    .updateTable('invoice_number_series')
    .set({ last_number: next })
    .where('company_id', '=', series.companyId)
    .where('prefix', '=', series.prefix)
    .where('year', '=', series.year)
    .execute();
  return next;
}

/** The payable amounts of the credit notes sent for an invoice. */
export async function sentCreditsOf(db: Db, invoiceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('payable')
    .where('credited_invoice_id', '=', invoiceId)
    .where('kind', '=', 'credit_note')
    .where('status', '<>', 'draft')
    .execute();
  return rows.map((row) => row.payable);
}

/**
 * The statuses of a dossier's invoices: closure waits while one is outstanding. Credit notes are left out: they ask
 * no payment, and what they take off an invoice is settled with that invoice.
 */
export async function invoiceStatusesOfDossier(db: Db, dossierId: string) {
  const rows = await db
    .selectFrom('invoices')
    .select('status')
    .distinct()
    .where('dossier_id', '=', dossierId)
    .where('kind', '=', 'invoice')
    .execute();
  return rows.map((row) => row.status);
}

/**
 * A company's members of the dossier who may read it at `now` (a guest until their access ends) and want its mail:
 * not who turned mail off or muted the dossier (the chat line and the live list still tell them).
 */
export async function partyMembersOf(db: Db, dossierId: string, companyId: string, now: Date) {
  return db
    .selectFrom('dossier_users')
    .innerJoin('users', 'users.id', 'dossier_users.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.role', 'dossier_users.token_expires_at'])
    .where('dossier_users.dossier_id', '=', dossierId)
    .where('dossier_users.company_id', '=', companyId)
    .where('dossier_users.status', '=', 'active')
    .where('users.deleted_at', 'is', null)
    .where('users.notify_mode', '<>', 'off')
    .where('dossier_users.muted', '=', false)
    .where(accessValidAt(now))
    .orderBy('users.id')
    .execute();
}
