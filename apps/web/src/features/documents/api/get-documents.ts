import { DocumentList, type DocumentResponse } from '@dossier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LiveCache } from '../../../lib/live-cache.ts';
import { documentKeys } from './query-keys.ts';

/** GET /api/v1/dossiers/{id}/documents: the dossier's documents, newest first. */
export const getDocuments = (dossierId: string, signal?: AbortSignal) =>
  api.get(`/api/v1/dossiers/${dossierId}/documents`, { schema: DocumentList, signal });

export const documentsQueryOptions = (dossierId: string) =>
  queryOptions({
    queryKey: documentKeys.list(dossierId),
    queryFn: ({ signal }) => getDocuments(dossierId, signal),
  });

export const useDocuments = (dossierId: string) => useQuery(documentsQueryOptions(dossierId));

const newestFirst = (a: DocumentResponse, b: DocumentResponse) =>
  Date.parse(b.created_at) - Date.parse(a.created_at);

/** Puts just-stored documents into a loaded list, once each, newest first (their live events may follow). */
export function addDocumentsToList(
  queryClient: LiveCache,
  dossierId: string,
  stored: readonly DocumentResponse[],
): void {
  if (stored.length === 0) return;
  queryClient.setQueryData<DocumentResponse[]>(documentKeys.list(dossierId), (current) => {
    if (!current) return current;
    const known = new Set(current.map((document) => document.id));
    const added = stored.filter((document) => !known.has(document.id));
    return added.length === 0 ? current : [...added, ...current].sort(newestFirst);
  });
}

/** Takes a removed document out of a loaded list, and forgets its signed URLs. */
export function removeDocumentFromList(queryClient: LiveCache, dossierId: string, documentId: string): void {
  queryClient.setQueryData<DocumentResponse[]>(documentKeys.list(dossierId), (current) =>
    current?.some((document) => document.id === documentId)
      ? current.filter((document) => document.id !== documentId)
      : current,
  );
  queryClient.removeQueries({ queryKey: documentKeys.links(documentId) });
}
