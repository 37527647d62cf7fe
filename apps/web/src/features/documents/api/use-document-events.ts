import { type DocumentResponse, dossierChannel } from '@dossier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents, useLiveOpen } from '../../../lib/live-socket-provider.tsx';
import { removeDocumentFromList } from './get-documents.ts';
import { documentKeys } from './query-keys.ts';

/**
 * Keeps a dossier's document list in step with the live events (SPEC.md section 4): a removed document leaves
 * the list at once; an added one is fetched with the list (the event names the document, not its uploader's
 * company, which decides the list it belongs in); a (re)opened connection refetches what it may have missed.
 */
export function useDocumentEvents(dossierId: string): void {
  const queryClient = useQueryClient();
  const channel = dossierChannel(dossierId);
  // Several panels of one dossier (the side panel, the phone's drawer) share one fetch.
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: documentKeys.list(dossierId) }, { cancelRefetch: false });

  useLiveEvents((frame) => {
    if (frame.type !== 'document_added' && frame.type !== 'document_removed') return;
    if (frame.dossier_id !== channel) return;
    const key = documentKeys.list(dossierId);
    // A list still on its way may predate this event: it is fetched again rather than lose the event.
    if (queryClient.isFetching({ queryKey: key }) > 0) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    const documentId = frame.document?.id ?? frame.document_id;
    if (frame.type === 'document_removed') {
      if (documentId) removeDocumentFromList(queryClient, dossierId, documentId);
      else refetch();
      return;
    }
    // One's own upload is in the list already, from the upload's answer.
    const listed = queryClient.getQueryData<DocumentResponse[]>(key);
    if (!documentId || !listed?.some((document) => document.id === documentId)) refetch();
  });

  // The list may predate the connection's first open too: whatever changed meanwhile is in a fresh one.
  useLiveOpen(() => void queryClient.invalidateQueries({ queryKey: documentKeys.list(dossierId) }));
}
