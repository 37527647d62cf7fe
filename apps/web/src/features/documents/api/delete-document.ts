import type { DocumentResponse } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { removeDocumentFromList } from './get-documents.ts';

/** DELETE /api/v1/documents/{docId}/{dossierId} (the document id first, SPEC.md section 7): 204 when removed. */
export const deleteDocument = (document: Pick<DocumentResponse, 'id' | 'dossier_id'>) =>
  api.delete(`/api/v1/documents/${document.id}/${document.dossier_id}`);

/** Removes a document of one's own company; the list drops it at once (the live event tells the others). */
export function useDeleteDocument(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: Pick<DocumentResponse, 'id' | 'dossier_id'>) => deleteDocument(document),
    onSuccess: (_answer, document) => removeDocumentFromList(queryClient, dossierId, document.id),
  });
}
