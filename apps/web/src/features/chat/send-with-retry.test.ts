import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { isTransientFailure, withRetry } from './send-with-retry.ts';

const noWait = () => Promise.resolve();

describe('withRetry', () => {
  it('retries a network failure with the same attempt until it succeeds', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(503, undefined, 'API request failed'))
      .mockResolvedValueOnce('stored');
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    await expect(withRetry(attempt, { sleep })).resolves.toBe('stored');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('gives up after the last delay with the last error', async () => {
    const failure = new TypeError('Failed to fetch');
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(failure);
    await expect(withRetry(attempt, { sleep: noWait, delaysMs: [1, 1] })).rejects.toBe(failure);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal such as a closed dossier (409) or bad input (422)', async () => {
    const refusal = new ApiError(409, { detail: 'Dit dossier is gesloten' }, 'Dit dossier is gesloten');
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(refusal);
    await expect(withRetry(attempt, { sleep: noWait })).rejects.toBe(refusal);
    expect(attempt).toHaveBeenCalledOnce();
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
