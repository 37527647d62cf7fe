import type { z } from 'zod';
import { checkedAnswer, endSession, errorOfAnswer, parseBody } from './api-client.ts';
import { getAccessToken } from './session.ts';

/** An upload that got no answer at all: the connection failed or dropped on the way. */
export class UploadNetworkError extends Error {
  constructor() {
    super('Network error during upload');
    this.name = 'UploadNetworkError';
  }
}

export interface UploadOptions<T> {
  /** The share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The contract schema of an OK answer (checked in development and tests, as the API client does). */
  schema?: z.ZodType<T>;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POSTs a multipart form through XMLHttpRequest, because fetch reports no upload progress. Otherwise it is the
 * API client: same origin, the bearer token, a 401 ends the session, any other non-OK answer becomes an ApiError
 * carrying the parsed body (an upload's refusals list each file there).
 */
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions<T> = {}): Promise<T> {
  const { onProgress, signal, schema } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const onAbortSignal = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      settle();
      const parsed = request.status === 204 ? undefined : parseBody(request.responseText);
      try {
        if (request.status === 401) throw endSession(parsed);
        if (request.status < 200 || request.status > 299) {
          throw errorOfAnswer(
            request.status,
            parsed,
            request.getResponseHeader('Retry-After'),
            request.statusText,
          );
        }
        resolve(checkedAnswer(`POST ${path}`, parsed, schema));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => {
      settle();
      reject(new UploadNetworkError());
    };
    request.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    request.send(form);
  });
}
