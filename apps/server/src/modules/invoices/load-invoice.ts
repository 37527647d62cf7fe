import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { authorize } from '../../policies/decision.ts';
import { mayUseDossierAccess } from '../../policies/guests.ts';
import { type InvoiceFacts, mayReadInvoice } from '../../policies/invoices.ts';
import { membershipOf } from '../membership/index.ts';
import { dossierOfInvoices, findInvoice, lockDossierForInvoices } from './queries.ts';

/**
 * An invoice for an active member (at `now`) of its dossier whose company is a party to it; 404 for everyone else,
 * drafts included for all but the seller's colleagues. With lock, its dossier row and then the invoice row are
 * locked (in that order in every invoice command) for the rest of the transaction.
 */
export async function loadInvoiceFor(
  db: Kysely<Database>,
  actor: Actor,
  invoiceId: string,
  now: Date,
  options: { lock?: boolean } = {},
) {
  const found = await findInvoice(db, invoiceId);
  if (!found) throw notFound();
  const membership = await membershipOf(db, found.dossier_id, actor.user.id);
  if (membership?.status !== 'active') throw notFound();
  // A guest whose access ended hears why, as on every route of the dossier (the access gate's rule).
  authorize(mayUseDossierAccess(membership, now));
  const dossier = options.lock
    ? await lockDossierForInvoices(db, found.dossier_id)
    : await dossierOfInvoices(db, found.dossier_id);
  const invoice = options.lock ? await findInvoice(db, invoiceId, { lock: true }) : found;
  if (!invoice) throw notFound();
  const facts: InvoiceFacts = {
    seller_company_id: invoice.seller_company_id,
    buyer_company_id: invoice.buyer_company_id,
    status: invoice.status,
    dossier_status: dossier.status,
  };
  authorize(mayReadInvoice(actor.user, facts));
  return { invoice, facts, dossier };
}
