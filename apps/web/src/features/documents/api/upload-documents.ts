import { type DocumentResponse, type UploadFileResult, UploadRefusedResponse } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { addDocumentsToList } from './get-documents.ts';

export interface UploadInput {
  files: readonly File[];
  /** The share of the request sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/v1/documents: multipart with `dossier_id` first, then the files (SPEC.md section 7). Answers one result
 * per file, in the order sent: 201 and 200 as the answer, and 413/422/503 (nothing stored) from the refusal's
 * body. Any other failure (no answer, 401, 404, 409, a request too large) rejects.
 */
export async function uploadDocuments(dossierId: string, input: UploadInput): Promise<UploadFileResult[]> {
  const form = new FormData();
  form.append('dossier_id', dossierId);
  for (const file of input.files) form.append('files', file, file.name);
  try {
    const answer = await apiUpload('/api/v1/documents', form, {
      answer: 'UploadResponse',
      onProgress: input.onProgress,
      signal: input.signal,
    });
    return answer.files;
  } catch (error) {
    const refused = error instanceof ApiError ? UploadRefusedResponse.safeParse(error.body) : undefined;
    if (refused?.success && refused.data.files.length > 0) return refused.data.files;
    throw error;
  }
}

export const storedDocuments = (results: readonly UploadFileResult[]): DocumentResponse[] =>
  results.flatMap((result) => (result.status === 'stored' ? [result.document] : []));

/** Uploads and puts the stored documents into the list at once (their live events follow for everyone). */
export function useUploadDocuments(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadDocuments(dossierId, input),
    onSuccess: (results) => addDocumentsToList(queryClient, dossierId, storedDocuments(results)),
  });
}
