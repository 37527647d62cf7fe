import type { InvoiceResponse } from '@dossier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LiveCache } from '../../../lib/live-cache.ts';
import { invoiceKeys } from './query-keys.ts';

/** GET /api/v1/dossiers/{id}/invoices: the dossier's sent invoices, and the caller's company's drafts. */
export const getInvoices = (dossierId: string, signal?: AbortSignal) =>
  api.get(`/api/v1/dossiers/${dossierId}/invoices`, { answer: 'InvoiceList', signal });

export const invoicesQueryOptions = (dossierId: string) =>
  queryOptions({
    queryKey: invoiceKeys.list(dossierId),
    queryFn: ({ signal }) => getInvoices(dossierId, signal),
  });

export const useInvoices = (dossierId: string) => useQuery(invoicesQueryOptions(dossierId));

/** Puts an invoice as the server answered it into a loaded list: it replaces its older self, or joins first. */
export function putInvoiceInList(cache: LiveCache, invoice: InvoiceResponse): void {
  cache.setQueryData<InvoiceResponse[]>(invoiceKeys.list(invoice.dossier_id), (current) => {
    if (!current) return current;
    const known = current.some((item) => item.id === invoice.id);
    return known ? current.map((item) => (item.id === invoice.id ? invoice : item)) : [invoice, ...current];
  });
}

/** Takes a deleted draft out of a loaded list. */
export function removeInvoiceFromList(cache: LiveCache, dossierId: string, invoiceId: string): void {
  cache.setQueryData<InvoiceResponse[]>(invoiceKeys.list(dossierId), (current) =>
    current?.filter((item) => item.id !== invoiceId),
  );
}
