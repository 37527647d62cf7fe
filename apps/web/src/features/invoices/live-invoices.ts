import type { ServerFrame } from '@dossier/contract';
import { type LiveCache, refetchIfInFlight } from '../../lib/live-cache.ts';
import { putInvoiceInList } from './api/get-invoices.ts';
import { invoiceKeys } from './api/query-keys.ts';

/**
 * A dossier's cached invoice list after one live frame (issue 21): invoice_updated carries the invoice as the list
 * shows it, so it replaces its older self or joins the list; nothing is fetched again.
 */
export function applyInvoicesFrame(cache: LiveCache, frame: ServerFrame): void {
  if (frame.type !== 'invoice_updated') return;
  putInvoiceInList(cache, frame.invoice);
  refetchIfInFlight(cache, invoiceKeys.list(frame.dossier_id));
}

/** After a (re)open: what was sent or answered while the connection was down is in fresh lists. */
export function applyInvoicesOpen(cache: LiveCache): void {
  void cache.invalidateQueries({ queryKey: invoiceKeys.lists });
}
