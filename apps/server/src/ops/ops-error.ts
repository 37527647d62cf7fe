/** A refusal or failure of an operations command, told to the operator as one line (no stack). */
export class OpsError extends Error {}

const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** 4,6 MB; 812 B. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}

/** 1,4 s; 230 ms. */
export const formatDuration = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${decimal.format(ms / 1000)} s`;

/** 2026-11-23 10:12 UTC: one unambiguous time for every operator. */
export const formatTime = (time: Date | string) =>
  `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
