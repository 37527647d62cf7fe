import type { ServerFrame } from '@dossier/contract';
import { type LiveCache, refetchIfInFlight } from '../../lib/live-cache.ts';
import { addDocumentsToList, removeDocumentFromList } from './api/get-documents.ts';
import { documentKeys } from './api/query-keys.ts';

/**
 * A dossier's cached document list after one live frame (SPEC.md section 4): an added document joins it as the
 * frame carries it (document_item, as the list shows it; once, newest first), a new version of a listed one takes
 * its row (issue 25), a removed one leaves it at once.
 */
export function applyDocumentsFrame(cache: LiveCache, frame: ServerFrame): void {
  if (frame.type !== 'document_added' && frame.type !== 'document_removed') return;
  const dossierId = frame.dossier_id;
  const list = documentKeys.list(dossierId);
  if (frame.type === 'document_added') {
    // One's own upload may be in the list already, from the upload's answer.
    addDocumentsToList(cache, dossierId, [frame.document_item]);
  } else {
    const documentId = frame.document?.id ?? frame.document_id;
    if (documentId) removeDocumentFromList(cache, dossierId, documentId);
    else void cache.invalidateQueries({ queryKey: list });
  }
  refetchIfInFlight(cache, list);
}

/** After a (re)open: whatever changed while the connection was down is in fresh lists (open ones refetch now). */
export function applyDocumentsOpen(cache: LiveCache): void {
  void cache.invalidateQueries({ queryKey: documentKeys.lists });
}
