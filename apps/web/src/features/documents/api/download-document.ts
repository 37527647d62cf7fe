import type { DocumentResponse } from '@dossier/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { saveAs } from '../../../lib/save-file.ts';
import { getDocumentLink } from './get-document-link.ts';

/** A document to save: the version named (issue 25), the newest without one. */
export type DocumentToSave = Pick<DocumentResponse, 'id' | 'filename'> & { version?: number };

/**
 * Asks for an attachment URL, fetches the bytes from it (it may be object storage on another host: no
 * credentials) and saves them under the document's original name. Rejects when any step fails.
 */
export async function downloadDocument(document: DocumentToSave): Promise<void> {
  const { signed_url: signedUrl } = await getDocumentLink(document.id, 'attachment', document.version);
  const response = await fetch(signedUrl, { credentials: 'omit' });
  if (!response.ok)
    throw new ApiError(response.status, undefined, response.statusText, undefined, response.statusText);
  saveAs(await response.blob(), document.filename);
}

export const useDownloadDocument = () =>
  useMutation({
    mutationFn: (document: DocumentToSave) => downloadDocument(document),
  });
