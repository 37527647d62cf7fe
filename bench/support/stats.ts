export interface Latency {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: ArrayLike<number>, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

export function summarize(samples: ArrayLike<number>): Latency {
  const sorted = Float64Array.from(samples).sort();
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    count: sorted.length,
  };
}

/** Milliseconds since the epoch with sub-millisecond precision, comparable between processes of one machine. */
export const wallClock = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
