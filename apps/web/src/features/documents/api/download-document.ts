import type { DocumentResponse } from '@dossier/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { getDocumentLink } from './get-document-link.ts';

/** The object URL lives long enough for the browser to start saving it, then its memory goes. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands bytes to the browser's download under `filename`, without leaving the page. */
function saveAs(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * Asks for an attachment URL, fetches the bytes from it (it may be object storage on another host: no
 * credentials) and saves them under the document's original name. Rejects when any step fails.
 */
export async function downloadDocument(document: Pick<DocumentResponse, 'id' | 'filename'>): Promise<void> {
  const { signed_url: signedUrl } = await getDocumentLink(document.id, 'attachment');
  const response = await fetch(signedUrl, { credentials: 'omit' });
  if (!response.ok)
    throw new ApiError(response.status, undefined, response.statusText, undefined, response.statusText);
  saveAs(await response.blob(), document.filename);
}

export const useDownloadDocument = () =>
  useMutation({
    mutationFn: (document: Pick<DocumentResponse, 'id' | 'filename'>) => downloadDocument(document),
  });
