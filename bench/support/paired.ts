import { type Latency, summarize } from './stats.ts';

/** A call to time; one that answers `{ elapsedMs }` timed itself elsewhere (a client process), and that time counts. */
export type Timed = (index: number) => Promise<unknown>;

const selfTimed = (answer: unknown): number | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  'elapsedMs' in answer &&
  typeof answer.elapsedMs === 'number'
    ? answer.elapsedMs
    : undefined;

export interface Measured extends Latency {
  /** This process's CPU time per call (on PGlite that includes the database; on PostgreSQL it does not). */
  cpuMs: number;
}

/**
 * Closed loop, one call at a time: each sample runs every variant back to back, in an order that rotates, so a
 * noisy moment on a shared machine lands on all of them alike. The first `warmup` samples are not counted.
 */
export async function measureInterleaved<K extends string>(
  variants: Record<K, Timed>,
  samples: number,
  warmup: number,
): Promise<Record<K, Measured>> {
  const names = Object.keys(variants) as K[];
  const timings = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  const cpu = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  for (let index = -warmup; index < samples; index += 1) {
    const sample = Math.abs(index);
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(k + sample) % names.length];
      const cpuMark = process.cpuUsage();
      const started = performance.now();
      const answer = await variants[name](sample);
      if (index < 0) continue;
      timings[name].push(selfTimed(answer) ?? performance.now() - started);
      const used = process.cpuUsage(cpuMark);
      cpu[name] += (used.user + used.system) / 1000;
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, { ...summarize(timings[name]), cpuMs: cpu[name] / samples }]),
  ) as Record<K, Measured>;
}
