import { sleep, wallClock } from './stats.ts';

/**
 * Open loop: calls fire(k) for k = 0..count-1 at `rate` per second and returns each call's scheduled time. A late
 * call goes at once and is never skipped, and latency is counted from the scheduled time, so a sender that falls
 * behind shows up as latency instead of quietly sending less.
 */
export async function atRate(rate: number, count: number, fire: (k: number) => void): Promise<Float64Array> {
  const scheduled = new Float64Array(count);
  const start = wallClock() + 5;
  for (let k = 0; k < count; k += 1) {
    scheduled[k] = start + (k * 1000) / rate;
    const wait = scheduled[k] - wallClock();
    if (wait > 0) await sleep(wait);
    fire(k);
  }
  return scheduled;
}
