/** BENCH_SCALE (0 < scale <= 1) shrinks every benchmark's sizes and durations for a quick run. */
function readScale(): number {
  const raw = process.env.BENCH_SCALE;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!(value > 0 && value <= 1)) throw new Error(`BENCH_SCALE must be a number in (0, 1], got "${raw}"`);
  return value;
}

export const benchScale = readScale();

/** A size at this run's scale, never below `min`. */
export const scaled = (size: number, min = 1) => Math.max(min, Math.round(size * benchScale));

export const isFullScale = benchScale === 1;
