import {
  type BuyerAnswerStatus,
  type DossierStatus,
  type InvoiceStatus,
  isInvoiceOutstanding,
  mayMoveInvoice,
} from '@dossier/contract';
import { clash, deny, firstRefusal, hide } from './decision.ts';
import { type DocumentAccess, mayReadDocuments } from './documents.ts';
import { isViewer, type PolicyActor, sameCompany } from './policy.ts';
import { refusals } from './refusals.ts';

/** What the invoice policies know of an invoice: its parties, its status and its dossier's status. */
export interface InvoiceFacts {
  seller_company_id: string;
  buyer_company_id: string;
  status: InvoiceStatus;
  dossier_status: DossierStatus;
}

const isSellerSide = (actor: PolicyActor, invoice: InvoiceFacts) =>
  sameCompany(actor, invoice.seller_company_id);
const isBuyerSide = (actor: PolicyActor, invoice: InvoiceFacts) =>
  sameCompany(actor, invoice.buyer_company_id);
/** A draft is the seller's colleagues' alone (issue 21, item 2): a guest is never one of them. */
const isDraftOwner = (actor: PolicyActor, invoice: InvoiceFacts) =>
  isSellerSide(actor, invoice) && !isViewer(actor);

/**
 * Reading: the dossier member of either party sees a sent invoice (a guest of the buyer too, while their access is
 * valid: the caller loads only active memberships); a draft only the seller's colleagues. Everyone else: 404.
 */
export const mayReadInvoice = (actor: PolicyActor, invoice: InvoiceFacts) =>
  firstRefusal(
    [!isSellerSide(actor, invoice) && !isBuyerSide(actor, invoice), hide],
    [invoice.status === 'draft' && !isDraftOwner(actor, invoice), hide],
  );

/** A draft (an invoice or a credit note) by a colleague of a company in the dossier; a closed dossier refuses it. */
export const mayCreateInvoice = (actor: PolicyActor, dossier: { status: DossierStatus }) =>
  firstRefusal(
    [dossier.status === 'closed', () => clash(refusals.dossierClosed)],
    [isViewer(actor), () => deny(refusals.invoiceGuestsCannotCreate)],
  );

/**
 * Importing a UBL from the seller's accounting software (issue 21 item 7): the uploader's company is the seller, so
 * the same as drafting one; which company buys is read from the file.
 */
export const mayImportInvoice = (
  actor: PolicyActor,
  access: DocumentAccess,
  dossier: { status: DossierStatus },
  now: Date,
) => {
  // The dossier comes in the body, so no dossier route's gate has judged the access yet: the documents' rule does.
  const reading = mayReadDocuments(access, now);
  if (!reading.allowed) return reading;
  return firstRefusal(
    [dossier.status === 'closed', () => clash(refusals.dossierClosed)],
    [isViewer(actor), () => deny(refusals.invoiceGuestsCannotImport)],
  );
};

/** Changing, deleting or sending: the seller's colleagues, only while a draft and the dossier is open. */
export const mayChangeDraft = (actor: PolicyActor, invoice: InvoiceFacts) =>
  firstRefusal(
    [!mayReadInvoice(actor, invoice).allowed, hide],
    [invoice.dossier_status === 'closed', () => clash(refusals.dossierClosed)],
    [!isDraftOwner(actor, invoice), () => deny(refusals.invoiceSellerOnly)],
    [invoice.status !== 'draft', () => clash(refusals.invoiceNotDraft)],
  );

/** The buyer's answer (a guest of the buyer's company too): forward only, per the contract's table. */
export const mayAnswerInvoice = (actor: PolicyActor, invoice: InvoiceFacts, answer: BuyerAnswerStatus) =>
  firstRefusal(
    [!mayReadInvoice(actor, invoice).allowed, hide],
    [invoice.dossier_status === 'closed', () => clash(refusals.dossierClosed)],
    [!isBuyerSide(actor, invoice), () => deny(refusals.invoiceBuyerOnly)],
    [!mayMoveInvoice(invoice.status, answer), () => clash(refusals.invoiceStatusRefused)],
  );

/** The UBL and the PDF of a sent invoice, for both parties; a draft has neither yet. */
export const mayDownloadInvoiceUbl = (actor: PolicyActor, invoice: InvoiceFacts) =>
  firstRefusal(
    [!mayReadInvoice(actor, invoice).allowed, hide],
    [invoice.status === 'draft', () => clash(refusals.invoiceDraftHasNoUbl)],
  );

/** A credit note credits a sent invoice of the same seller that is not settled otherwise. */
export const mayCreditInvoice = (actor: PolicyActor, credited: InvoiceFacts) =>
  isSellerSide(actor, credited) && credited.status !== 'draft' && mayMoveInvoice(credited.status, 'credited');

/** Closure waits for settlement (issue 21, item 8). */
export const mayCloseWithInvoices = (statuses: ReadonlyArray<InvoiceStatus>) =>
  firstRefusal([statuses.some(isInvoiceOutstanding), () => clash(refusals.invoicesOutstanding)]);
