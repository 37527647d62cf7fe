import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './query-keys.ts';

/** GET /api/v1/documents/{id}/versions: every version of a document, newest first (issue 25). */
export const getDocumentVersions = (documentId: string, signal?: AbortSignal) =>
  api.get(`/api/v1/documents/${documentId}/versions`, { answer: 'DocumentVersionList', signal });

/** A document's versions, asked for only when someone opens them; a new version's live frame refetches them. */
export const useDocumentVersions = (documentId: string) =>
  useQuery({
    queryKey: documentKeys.versions(documentId),
    queryFn: ({ signal }) => getDocumentVersions(documentId, signal),
  });
