import { statusOf } from '../../lib/api-client.ts';

const RETRY_DELAYS_MS = [1000, 2000, 4000];

/** Worth another try: no answer at all (network), a timeout, rate limiting or a server error. */
export function isTransientFailure(error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined) return !(error instanceof DOMException && error.name === 'AbortError');
  return status === 408 || status === 429 || status >= 500;
}

export interface RetryOptions {
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, fails for good, or the delays run out. The caller makes every
 * attempt identical (a chat message keeps its client_id), so a retry never stores a second copy.
 */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { delaysMs = RETRY_DELAYS_MS, sleep = wait } = options;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= delaysMs.length || !isTransientFailure(error)) throw error;
      await sleep(delaysMs[tries]);
    }
  }
}
