/**
 * The time the server decides by where a moment matters to a rule (a guest's access ends at token_expires_at),
 * and timers at such a moment. Tests hand the app a clock they move forward instead of waiting.
 */
export interface Clock {
  now(): Date;
  /** Runs `run` once at `when` (on the next turn when that has passed); the answer cancels it. */
  at(when: Date, run: () => void): () => void;
}

/** setTimeout's longest delay (about 24.8 days); a later moment is reached in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The real time of this process. Its timers never keep the process alive. */
export const systemClock: Clock = {
  now: () => new Date(),
  at(when, run) {
    let timer: NodeJS.Timeout;
    const wait = () => {
      const left = when.getTime() - Date.now();
      timer = setTimeout(left > MAX_TIMEOUT_MS ? wait : run, Math.max(0, Math.min(left, MAX_TIMEOUT_MS)));
      timer.unref();
    };
    wait();
    return () => clearTimeout(timer);
  },
};
