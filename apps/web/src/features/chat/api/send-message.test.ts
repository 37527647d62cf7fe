import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { isTransientFailure, retrySend, SEND_RETRY_DELAYS_MS, sendRetryDelay } from './send-message.ts';

describe('retrySend (the send mutation retry rule)', () => {
  it('retries a network failure, a timeout, rate limiting or a server error three times', () => {
    const offline = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((failures) => retrySend(failures, offline))).toEqual([true, true, true, false]);
    expect(retrySend(0, new ApiError(503, undefined, 'API request failed'))).toBe(true);
  });

  it('waits 1, 2 and 4 seconds before the retries', () => {
    expect([0, 1, 2].map(sendRetryDelay)).toEqual([1000, 2000, 4000]);
    expect(SEND_RETRY_DELAYS_MS).toHaveLength(3);
  });

  it('does not retry a refusal such as a closed dossier (409) or bad input (422)', () => {
    const refusal = new ApiError(409, { detail: 'Dit dossier is gesloten' }, 'Dit dossier is gesloten');
    expect(retrySend(0, refusal)).toBe(false);
    expect(retrySend(0, new ApiError(422, undefined, 'x'))).toBe(false);
  });
});

describe('isTransientFailure', () => {
  it('counts no answer, timeouts, rate limits and server errors as transient', () => {
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [408, 429, 500, 502]) {
      expect(isTransientFailure(new ApiError(status, undefined, 'x'))).toBe(true);
    }
  });

  it('counts client errors and an aborted request as final', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(isTransientFailure(new ApiError(status, undefined, 'x'))).toBe(false);
    }
    expect(isTransientFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
