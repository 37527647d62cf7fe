import { useEffect, useState } from 'react';

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days): longer waits go in steps. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether the moment `iso` has passed, re-rendering when it does (a 30-day expiry included). False for no moment
 * or an unreadable one.
 */
export function useMomentPassed(iso: string | null | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [step, setStep] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `step` re-arms the timer after a partial wait.
  useEffect(() => {
    const wait = at - Date.now();
    if (Number.isNaN(wait) || wait <= 0) return;
    const timer = setTimeout(() => setStep((current) => current + 1), Math.min(wait, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [at, step]);

  return !Number.isNaN(at) && Date.now() >= at;
}
