import type { InvoiceResponse } from '@dossier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client.ts';
import { saveAs } from '../../../lib/save-file.ts';

export type InvoiceFormat = 'ubl' | 'pdf';

const EXTENSION: Record<InvoiceFormat, string> = { ubl: 'xml', pdf: 'pdf' };

/** The file's name as the server names it: the number, safe for any file system. */
export const invoiceFileName = (number: string, format: InvoiceFormat) =>
  `${number.replace(/[^\w.-]/g, '_')}.${EXTENSION[format]}`;

/** GET /api/v1/invoices/{id}/ubl or /pdf, saved under the invoice's number. */
export async function downloadInvoice(
  invoice: Pick<InvoiceResponse, 'id' | 'number'>,
  format: InvoiceFormat,
) {
  const blob = await apiFile(`/api/v1/invoices/${invoice.id}/${format}`);
  saveAs(blob, invoiceFileName(invoice.number ?? invoice.id, format));
}

export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: ({
      invoice,
      format,
    }: {
      invoice: Pick<InvoiceResponse, 'id' | 'number'>;
      format: InvoiceFormat;
    }) => downloadInvoice(invoice, format),
  });
