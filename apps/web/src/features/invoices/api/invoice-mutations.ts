import type {
  CreateInvoiceRequest,
  InvoiceResponse,
  InvoiceStatusRequest,
  PatchInvoiceRequest,
} from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { putInvoiceInList, removeInvoiceFromList } from './get-invoices.ts';

/** The request bodies as the form sends them (the contract's input: defaults may be left out). */
export type CreateInvoiceInput = Omit<CreateInvoiceRequest, 'kind' | 'reverse_charge'> &
  Partial<Pick<CreateInvoiceRequest, 'kind' | 'reverse_charge'>>;

/** POST /api/v1/dossiers/{id}/invoices: a draft. */
export const createInvoice = (dossierId: string, body: CreateInvoiceInput) =>
  api.post(`/api/v1/dossiers/${dossierId}/invoices`, body, { answer: 'InvoiceResponse' });

/** PATCH /api/v1/invoices/{id}: a draft's changes. */
export const changeDraft = (invoiceId: string, body: PatchInvoiceRequest) =>
  api.patch(`/api/v1/invoices/${invoiceId}`, body, { answer: 'InvoiceResponse' });

/** POST /api/v1/invoices/{id}/send: numbered, dated and frozen. */
export const sendInvoice = (invoiceId: string) =>
  api.post(`/api/v1/invoices/${invoiceId}/send`, undefined, { answer: 'InvoiceResponse' });

/** POST /api/v1/invoices/{id}/status: the buyer's answer. */
export const answerInvoice = (invoiceId: string, body: InvoiceStatusRequest) =>
  api.post(`/api/v1/invoices/${invoiceId}/status`, body, { answer: 'InvoiceResponse' });

/** POST /api/v1/invoices/import: a UBL file from the seller's accounting software, stored as sent. */
export function importInvoice(dossierId: string, file: File) {
  const form = new FormData();
  form.append('dossier_id', dossierId);
  form.append('file', file, file.name);
  return apiUpload('/api/v1/invoices/import', form, { answer: 'InvoiceResponse' });
}

/** Every answer that carries the invoice puts it into the dossier's list at once; its live frame may follow. */
function useInvoiceMutation<Input>(run: (input: Input) => Promise<InvoiceResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (invoice) => putInvoiceInList(queryClient, invoice) });
}

/** Saves a draft (new or changed) and, when asked, sends it right after. */
export interface SaveDraftInput {
  dossierId: string;
  /** A draft to change; none: a new one. */
  draftId?: string;
  body: CreateInvoiceInput;
  send: boolean;
}

export const useSaveDraft = () =>
  useInvoiceMutation(async ({ dossierId, draftId, body, send }: SaveDraftInput) => {
    const { kind: _kind, credited_invoice_id: _credited, ...fields } = body;
    // A PATCH leaves out what does not change: a text or due date the form cleared is sent as null.
    const changes = {
      ...fields,
      buyer_reference: fields.buyer_reference ?? null,
      note: fields.note ?? null,
      due_date: fields.due_date ?? null,
    };
    const draft = draftId ? await changeDraft(draftId, changes) : await createInvoice(dossierId, body);
    return send ? sendInvoice(draft.id) : draft;
  });

export const useSendInvoice = () => useInvoiceMutation(sendInvoice);

export const useAnswerInvoice = () =>
  useInvoiceMutation(({ id, answer }: { id: string; answer: InvoiceStatusRequest }) =>
    answerInvoice(id, answer),
  );

export const useImportInvoice = (dossierId: string) =>
  useInvoiceMutation((file: File) => importInvoice(dossierId, file));

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Pick<InvoiceResponse, 'id' | 'dossier_id'>) =>
      api.delete(`/api/v1/invoices/${draft.id}`),
    onSuccess: (_answer, draft) => removeInvoiceFromList(queryClient, draft.dossier_id, draft.id),
  });
}
