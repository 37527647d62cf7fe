import type { SearchResult } from '@dossier/contract';
import { dossierLink } from '../../lib/dossier-links.ts';

/** Where a hit opens: the chat at its message, its document's preview, or the dossier itself. */
export function resultLink(result: SearchResult): string {
  if (result.kind === 'message' && result.message_id !== undefined)
    return dossierLink(result.dossier_id, { messageId: result.message_id });
  if (result.kind === 'document' && result.document_id)
    return dossierLink(result.dossier_id, { documentId: result.document_id });
  return dossierLink(result.dossier_id);
}
