import type { Answer, AnswerName } from './answer-schemas.ts';
import { checkedAnswer, endSession, errorOfAnswer, parseBody } from './api-client.ts';
import { getAccessToken } from './session.ts';

/** An upload that got no answer at all: the connection failed or dropped on the way. */
export class UploadNetworkError extends Error {
  constructor() {
    super('Network error during upload');
    this.name = 'UploadNetworkError';
  }
}

export interface UploadOptions<K extends AnswerName = never> {
  /** The share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The name of an OK answer's contract schema (checked in development and tests, as the API client does). */
  answer?: K;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POSTs a multipart form through XMLHttpRequest, because fetch reports no upload progress. Otherwise it is the
 * API client: same origin, the bearer token, a 401 ends the session, any other non-OK answer becomes an ApiError
 * carrying the parsed body (an upload's refusals list each file there).
 */
export function apiUpload<K extends AnswerName = never>(
  path: string,
  form: FormData,
  options: UploadOptions<K> = {},
): Promise<Answer<K>> {
  const { onProgress, signal, answer } = options;
  return new Promise<Answer<K>>((resolve, reject) => {
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
        checkedAnswer(`POST ${path}`, parsed, answer).then(resolve, reject);
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
