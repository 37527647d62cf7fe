import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Asks a signed URL for its file and stops once the answer's status is in (the body is not read): rejects when
 * it does not answer (another address, offline) or refuses (expired, removed). Without credentials, as the
 * download does: it may be object storage on another host.
 */
export async function checkDocumentFile(signedUrl: string, signal?: AbortSignal): Promise<true> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  try {
    const response = await fetch(signedUrl, {
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok)
      throw new ApiError(response.status, undefined, response.statusText, undefined, response.statusText);
    return true;
  } finally {
    signal?.removeEventListener('abort', stop);
    stop();
  }
}

/**
 * Whether a PDF's inline URL serves it: the browser's viewer in a frame says nothing when it does not (an image
 * says so itself: its error event), so the preview asks once beside it and says so in Dutch instead.
 */
export const useDocumentFileCheck = (signedUrl: string | undefined) =>
  useQuery({
    // Under the documents' keys (query-keys.ts), so the feature's invalidations reach it too.
    queryKey: ['documents', 'file-check', signedUrl] as const,
    queryFn: ({ signal }) => checkDocumentFile(signedUrl as string, signal),
    enabled: signedUrl !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
