import type { Actor } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { authorize } from '../../policies/decision.ts';
import { mayDownloadInvoiceUbl, mayReadInvoice } from '../../policies/invoices.ts';
import { activeMembership } from '../membership/index.ts';
import { loadInvoiceFor } from './load-invoice.ts';
import {
  dossierOfInvoices,
  findInvoice,
  invoicesOfDossierFor,
  invoiceView,
  invoiceViews,
} from './queries.ts';
import { toStoredInvoice } from './stored-invoice.ts';
import { buildUbl } from './ubl/build-ubl.ts';

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
  const { seller_billing: seller, buyer_billing: buyer } = invoice;
  if (!seller || !buyer) throw new Error(`sent invoice ${invoice.id} has no frozen billing data`);
  const credited = invoice.credited_invoice_id
    ? await findInvoice(db, invoice.credited_invoice_id)
    : undefined;
  const view = await invoiceView(db, invoice);
  return { number, xml: buildUbl(toStoredInvoice(view, { seller, buyer }, credited?.number ?? null)) };
}
