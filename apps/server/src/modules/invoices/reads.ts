import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { authorize } from '../../policies/decision.ts';
import { mayDownloadInvoiceUbl, mayReadInvoice } from '../../policies/invoices.ts';
import { activeMembership } from '../membership/index.ts';
import { loadInvoiceFor } from './load-invoice.ts';
import { renderInvoicePdf } from './pdf/render-pdf.ts';
import {
  dossierOfInvoices,
  findInvoice,
  type InvoiceRow,
  invoicesOfDossierFor,
  invoiceView,
  invoiceViews,
} from './queries.ts';
import { toStoredInvoice } from './stored-invoice.ts';
import { buildUbl } from './ubl/build-ubl.ts';
import { parseUbl } from './ubl/parse-ubl.ts';

/** A read judges a guest's access by the rule clock. */
type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/** The dossier's invoices the actor may see (sent ones of their company, drafts of their own), newest first. */
export async function invoicesOfDossierSeenBy({ db, clock }: ReadDeps, actor: Actor, dossierId: string) {
  if (!(await activeMembership(db, dossierId, actor.user.id, clock.now()))) throw notFound();
  const [rows, dossier] = await Promise.all([
    invoicesOfDossierFor(db, dossierId, actor.user.company_id, actor.user.role !== 'viewer'),
    dossierOfInvoices(db, dossierId),
  ]);
  const visible = rows.filter(
    (row) => mayReadInvoice(actor.user, { ...row, dossier_status: dossier.status }).allowed,
  );
  return invoiceViews(db, visible);
}

/** One invoice for a member of either party (a draft for the seller's colleagues only); 404 for everyone else. */
export async function invoiceSeenBy({ db, clock }: ReadDeps, actor: Actor, invoiceId: string) {
  const { invoice } = await loadInvoiceFor(db, actor, invoiceId, clock.now());
  return invoiceView(db, invoice);
}

/** The e-invoice (NLCIUS UBL) of a sent invoice, for both parties: an imported one byte for byte. */
export async function invoiceUblFor({ db, clock }: ReadDeps, actor: Actor, invoiceId: string) {
  const { invoice, facts } = await loadInvoiceFor(db, actor, invoiceId, clock.now());
  authorize(mayDownloadInvoiceUbl(actor.user, facts));
  const number = invoice.number ?? invoice.id;
  if (invoice.imported_xml !== null) return { number, xml: invoice.imported_xml };
  return { number, xml: buildUbl(await storedInvoiceOf(db, invoice)) };
}

/** The readable PDF of a sent invoice, for both parties (the same answers as its UBL): the figures of its UBL. */
export async function invoicePdfFor({ db, clock }: ReadDeps, actor: Actor, invoiceId: string) {
  const { invoice, facts } = await loadInvoiceFor(db, actor, invoiceId, clock.now());
  authorize(mayDownloadInvoiceUbl(actor.user, facts));
  const stored =
    invoice.imported_xml !== null
      ? parseUbl(invoice.imported_xml).invoice
      : await storedInvoiceOf(db, invoice);
  if (!stored) throw new Error(`imported invoice ${invoice.id} no longer parses`);
  const pdf = await renderInvoicePdf(stored, {
    status: invoice.status,
    sentAt: invoice.sent_at ?? invoice.created_at,
  });
  return { number: invoice.number ?? invoice.id, pdf };
}

/** A sent invoice of our own as its documents are written from it: the parties as frozen when it was sent. */
async function storedInvoiceOf(db: ReadDeps['db'], invoice: InvoiceRow) {
  const { seller_billing: seller, buyer_billing: buyer } = invoice;
  if (!seller || !buyer) throw new Error(`sent invoice ${invoice.id} has no frozen billing data`);
  const credited = invoice.credited_invoice_id
    ? await findInvoice(db, invoice.credited_invoice_id)
    : undefined;
  const view = await invoiceView(db, invoice);
  return toStoredInvoice(view, { seller, buyer }, credited?.number ?? null);
}
