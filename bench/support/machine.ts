import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { benchScale } from './scale.ts';

function freeGigabytes(): string {
  try {
    const line = execFileSync('free', ['-g'], { encoding: 'utf8' })
      .split('\n')
      .find((row) => row.startsWith('Mem:'));
    const [total, used, free] = (line ?? '').split(/\s+/).slice(1, 4);
    return `${total} GB total, ${used} used, ${free} free (free -g)`;
  } catch {
    return `${Math.round(os.totalmem() / 2 ** 30)} GB total`;
  }
}

/** The V8 flags this process runs with (the server's are scripts/server-flags.mjs), or nothing. */
const v8Flags = () => {
  const flags = process.execArgv.filter((flag) => flag.startsWith('--max-'));
  return flags.length ? ` (${flags.join(' ')})` : '';
};

/** The facts every result is read against: cores, memory, Node and its V8 flags, date, scale. */
export function machineSummary(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `${os.availableParallelism()} cores (nproc), ${cpu}`,
    freeGigabytes(),
    `Node ${process.version}${v8Flags()}, ${os.platform()} ${os.release()}`,
    `${new Date().toISOString()}, BENCH_SCALE=${benchScale}`,
  ].join('; ');
}

/** How busy the shared machine was: other work inflates every wall-clock figure, ours and the baseline's alike. */
export function loadSummary(): string {
  const [one, five, fifteen] = os.loadavg();
  return `load average ${one.toFixed(1)} / ${five.toFixed(1)} / ${fifteen.toFixed(1)} (1 / 5 / 15 min) on ${os.availableParallelism()} cores`;
}
