import type { BuyerAnswerStatus, InvoiceStatus } from './invoices.ts';

/**
 * An invoice's status only moves forward (issue 21, item 5; the Peppol Invoice Response model): the seller sends a
 * draft and may credit it in full; the buyer's side answers. Nothing leaves paid, rejected or credited. The server's
 * policy answers 409 for a move outside this table; the web offers buttons only for moves in it.
 */
const forwardMoves: Readonly<Record<InvoiceStatus, ReadonlyArray<InvoiceStatus>>> = {
  draft: ['sent'],
  sent: ['in_process', 'under_query', 'accepted', 'rejected', 'credited'],
  in_process: ['under_query', 'accepted', 'rejected', 'credited'],
  under_query: ['in_process', 'accepted', 'rejected', 'credited'],
  accepted: ['paid', 'credited'],
  rejected: [],
  paid: [],
  credited: [],
};

const buyerAnswers: ReadonlyArray<InvoiceStatus> = [
  'in_process',
  'under_query',
  'accepted',
  'rejected',
  'paid',
];

export const nextInvoiceStatuses = (status: InvoiceStatus): ReadonlyArray<InvoiceStatus> =>
  forwardMoves[status];

export const mayMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus) => forwardMoves[from].includes(to);

/** The answers the buyer's side may give now: the web's buttons 'Accepteren', 'Vraag stellen', ... */
export const buyerAnswersFrom = (status: InvoiceStatus) =>
  forwardMoves[status].filter((next): next is BuyerAnswerStatus => buyerAnswers.includes(next));

/** An invoice waiting for the buyer or for payment keeps its dossier from closing (issue 21, item 8). */
export const isInvoiceOutstanding = (status: InvoiceStatus) =>
  status === 'sent' || status === 'in_process' || status === 'under_query' || status === 'accepted';
