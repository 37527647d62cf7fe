/// <reference path="./pdfkit.d.ts" />
import type { InvoiceStatus } from '@dossier/contract';
import PDFDocument from 'pdfkit';
import type { StoredInvoice, UblLine, UblParty } from '../ubl/types.ts';
import {
  creditSettlement,
  creditsInvoice,
  dutchDate,
  euro,
  paymentReference,
  paymentRequest,
  pdfTexts,
  quantityText,
  reverseChargeNote,
  statusNotes,
  unitPriceText,
  vatGroupText,
  vatRateText,
} from './texts.ts';

export interface PdfOptions {
  /** The invoice's status now: a settled one says so beside its title. */
  status: InvoiceStatus;
  /** When it was sent: the PDF's creation date, so the same invoice gives the same file. */
  sentAt: Date;
  /** Readable content streams (tests read the text back); compressed by default. */
  compress?: boolean;
}

const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SIZE = 9;
/** The lines table: a column's left edge, its width and how its cells align. */
const COLUMNS = {
  description: { x: MARGIN, width: 205, align: 'left' },
  quantity: { x: 260, width: 55, align: 'right' },
  unitPrice: { x: 320, width: 85, align: 'right' },
  vat: { x: 410, width: 50, align: 'right' },
  amount: { x: 465, width: 80, align: 'right' },
} as const;
type Column = keyof typeof COLUMNS;

/** A readable A4 Dutch invoice (or credit note) with the figures of its UBL; resolves with the whole file. */
export async function renderInvoicePdf(invoice: StoredInvoice, options: PdfOptions): Promise<Buffer> {
  const title = `${pdfTexts.title[invoice.kind]} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: title,
      Author: invoice.seller.legal_name,
      CreationDate: options.sentAt,
      ModDate: options.sentAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeHeading(doc, invoice, title, options.status);
  writeParties(doc, invoice);
  writeLines(doc, invoice.lines);
  writeTotals(doc, invoice);
  writePayment(doc, invoice);
  doc.end();
  return finished;
}

type Doc = PDFDocument;
const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN;

/** Starts a new page when the next block of this height would cross the bottom margin. */
function makeRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function writeHeading(doc: Doc, invoice: StoredInvoice, title: string, status: InvoiceStatus) {
  doc.font(BOLD).fontSize(18).text(title, MARGIN, MARGIN);
  const note = statusNotes[status];
  if (note) doc.font(BOLD).fontSize(11).fillColor('#b00020').text(note, MARGIN).fillColor('black');
  doc.moveDown(0.5).font(FONT).fontSize(SIZE);
  doc.text(`${pdfTexts.issueDate}: ${dutchDate(invoice.issue_date)}`, MARGIN);
  if (invoice.due_date) doc.text(`${pdfTexts.dueDate}: ${dutchDate(invoice.due_date)}`, MARGIN);
  if (invoice.buyer_reference) doc.text(`${pdfTexts.buyerReference}: ${invoice.buyer_reference}`, MARGIN);
  if (invoice.kind === 'credit_note' && invoice.credited_invoice_number)
    doc.text(creditsInvoice(invoice.credited_invoice_number), MARGIN);
  doc.moveDown();
}

function partyLines(party: UblParty) {
  return [
    party.legal_name,
    party.street,
    `${party.postal_code} ${party.city}`,
    party.country_code === 'NL' ? null : party.country_code,
    party.kvk ? `${pdfTexts.kvk}: ${party.kvk}` : null,
    party.vat_id ? `${pdfTexts.vatId}: ${party.vat_id}` : null,
  ].filter((line): line is string => line !== null && line.trim() !== '');
}

/** Seller and buyer side by side: each column as high as its own lines. */
function writeParties(doc: Doc, invoice: StoredInvoice) {
  const top = doc.y;
  const width = contentWidth(doc) / 2 - 10;
  const blocks: Array<[string, UblParty, number]> = [
    [pdfTexts.seller, invoice.seller, MARGIN],
    [pdfTexts.buyer, invoice.buyer, MARGIN + width + 20],
  ];
  let lowest = top;
  for (const [heading, party, x] of blocks) {
    doc.font(BOLD).fontSize(SIZE).text(heading, x, top, { width });
    doc.font(FONT).text(partyLines(party).join('\n'), x, doc.y, { width });
    lowest = Math.max(lowest, doc.y);
  }
  doc.y = lowest;
  doc.moveDown();
}

const rowHeight = (doc: Doc, cells: Record<Column, string>) =>
  Math.max(
    ...Object.entries(COLUMNS).map(([column, { width }]) =>
      doc.heightOfString(cells[column as Column], { width }),
    ),
  ) + 4;

function writeRow(doc: Doc, cells: Record<Column, string>, height: number) {
  const top = doc.y;
  for (const [column, { x, width, align }] of Object.entries(COLUMNS))
    doc.text(cells[column as Column], x, top, { width, align });
  doc.y = top + height;
}

function writeTableHead(doc: Doc) {
  doc.font(BOLD).fontSize(SIZE);
  writeRow(doc, pdfTexts.columns, rowHeight(doc, pdfTexts.columns));
  const y = doc.y - 2;
  doc
    .lineWidth(0.5)
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .stroke();
}

/** Long descriptions wrap in their column; a row that no longer fits starts a page with the table head again. */
function writeLines(doc: Doc, lines: UblLine[]) {
  writeTableHead(doc);
  for (const line of lines) {
    const cells = {
      description: line.description,
      quantity: quantityText(line.quantity),
      unitPrice: unitPriceText(line.unit_price),
      vat: vatRateText(line.vat_category, line.vat_rate),
      amount: euro(line.line_extension),
    };
    doc.font(FONT).fontSize(SIZE);
    const height = rowHeight(doc, cells);
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      writeTableHead(doc);
      doc.font(FONT).fontSize(SIZE);
    }
    writeRow(doc, cells, height);
  }
  doc.moveDown();
}

/** A label and its amount, right-aligned under the amount column. */
function writeSum(doc: Doc, label: string, amount: string, font = FONT) {
  makeRoom(doc, 14);
  const top = doc.y;
  doc
    .font(font)
    .fontSize(SIZE)
    .text(label, MARGIN + 200, top, { width: 210, align: 'right' });
  doc.text(amount, COLUMNS.amount.x, top, { width: COLUMNS.amount.width, align: 'right' });
  doc.y = Math.max(doc.y, top + 12);
}

function writeTotals(doc: Doc, invoice: StoredInvoice) {
  doc.font(FONT).fontSize(SIZE);
  for (const group of invoice.vat_breakdown) {
    makeRoom(doc, 14);
    doc.text(vatGroupText(group), MARGIN, doc.y, { width: contentWidth(doc) });
  }
  doc.moveDown(0.5);
  const { totals } = invoice;
  writeSum(doc, pdfTexts.totalExcl, euro(totals.tax_exclusive));
  writeSum(doc, pdfTexts.vat, euro(totals.tax));
  writeSum(doc, pdfTexts.totalIncl, euro(totals.tax_inclusive), BOLD);
  writeSum(doc, pdfTexts.payable, euro(totals.payable), BOLD);
  doc.moveDown();
}

function writeParagraph(doc: Doc, text: string) {
  doc.font(FONT).fontSize(SIZE);
  makeRoom(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 4);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

function writePayment(doc: Doc, invoice: StoredInvoice) {
  const { seller, buyer } = invoice;
  if (invoice.vat_breakdown.some((group) => group.category === 'AE'))
    writeParagraph(doc, reverseChargeNote(seller.vat_id, buyer.vat_id));
  if (invoice.note) writeParagraph(doc, invoice.note);
  if (invoice.kind === 'credit_note') {
    writeParagraph(doc, creditSettlement(invoice.totals.payable, invoice.credited_invoice_number));
    return;
  }
  if (seller.iban)
    writeParagraph(
      doc,
      paymentRequest({
        payable: invoice.totals.payable,
        dueDate: invoice.due_date,
        iban: seller.iban,
        legalName: seller.legal_name,
        reference: invoice.number,
      }),
    );
  writeParagraph(doc, paymentReference(invoice.number));
}
