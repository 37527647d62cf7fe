import type { DocumentResponse } from '@dossier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LiveCache } from '../../../lib/live-cache.ts';
import { documentKeys } from './query-keys.ts';

/** GET /api/v1/dossiers/{id}/documents: the dossier's documents, newest first. */
export const getDocuments = (dossierId: string, signal?: AbortSignal) =>
  api.get(`/api/v1/dossiers/${dossierId}/documents`, { answer: 'DocumentList', signal });

export const documentsQueryOptions = (dossierId: string) =>
  queryOptions({
    queryKey: documentKeys.list(dossierId),
    queryFn: ({ signal }) => getDocuments(dossierId, signal),
  });

export const useDocuments = (dossierId: string) => useQuery(documentsQueryOptions(dossierId));

const newestFirst = (a: DocumentResponse, b: DocumentResponse) =>
  Date.parse(b.created_at) - Date.parse(a.created_at);

/**
 * Puts just-stored documents into a loaded list, once each, newest first (their live events may follow). A new
 * version of a listed document (issue 25) takes its row; an older one than the row shows changes nothing. The
 * document's version list, if loaded, is fetched again.
 */
export function addDocumentsToList(
  queryClient: LiveCache,
  dossierId: string,
  stored: readonly DocumentResponse[],
): void {
  if (stored.length === 0) return;
  queryClient.setQueryData<DocumentResponse[]>(documentKeys.list(dossierId), (current) => {
    if (!current) return current;
    const known = new Map(current.map((document) => [document.id, document.version]));
    const added = stored.filter((document) => (known.get(document.id) ?? 0) < document.version);
    if (added.length === 0) return current;
    const replaced = new Set(added.map((document) => document.id));
    return [...added, ...current.filter((document) => !replaced.has(document.id))].sort(newestFirst);
  });
  for (const document of stored)
    if (document.version > 1)
      void queryClient.invalidateQueries({ queryKey: documentKeys.versions(document.id) });
}

/** Takes a removed document out of a loaded list, and forgets its signed URLs. */
export function removeDocumentFromList(queryClient: LiveCache, dossierId: string, documentId: string): void {
  queryClient.setQueryData<DocumentResponse[]>(documentKeys.list(dossierId), (current) =>
    current?.some((document) => document.id === documentId)
      ? current.filter((document) => document.id !== documentId)
      : current,
  );
  queryClient.removeQueries({ queryKey: documentKeys.links(documentId) });
  queryClient.removeQueries({ queryKey: documentKeys.versions(documentId) });
}
