import { dossierChannel } from '@dossier/contract';
import type { LiveEvent } from '../../realtime/events.ts';
import { presentInvoice } from './presenter.ts';
import type { InvoiceView } from './queries.ts';

/** A sent invoice changed (sent, answered, credited): every member of its dossier hears it; drafts are never announced. */
export const invoiceUpdated = (view: InvoiceView): LiveEvent => ({
  kind: 'dossier',
  dossierId: view.invoice.dossier_id,
  frame: {
    type: 'invoice_updated',
    dossier_id: dossierChannel(view.invoice.dossier_id),
    invoice: presentInvoice(view),
  },
});

/** The stored chat line's id from its live event, for the invoice's status history. */
export const messageIdOf = (line: LiveEvent): string | null =>
  line.kind === 'dossier' && 'id' in line.frame ? String(line.frame.id) : null;
