/**
 * Resident memory of the embedded mode (the compiled server with PGlite, as `npm start` runs it) at idle and
 * with 1,000 open sockets, beside a bare `ws` server process measured the same way in the same run.
 * Run alone: `npx tsx bench/resident-memory.ts` (builds the server first when its sources changed).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signInDemo, startBuiltServer } from './support/built-server.ts';
import { ClientProcess } from './support/client-process.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { scaled } from './support/scale.ts';

const SOCKETS = scaled(1_000, 100);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** VmRSS of a process in MB, settled: the lowest of 20 samples over 10 s (start-up garbage is freed late). */
async function residentMb(pid: number): Promise<number> {
  let lowest = Number.POSITIVE_INFINITY;
  for (let sample = 0; sample < 20; sample += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    lowest = Math.min(lowest, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024);
  }
  return lowest;
}

/** Starts a process and resolves with it once `ready(line)` matches a line of its output. */
function started(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise<{ child: ChildProcess; line: string }>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => ready.test(candidate));
      if (line) resolve({ child, line });
    });
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${buffer.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function measure(pid: number, urls: string[], clients: ClientProcess, group: string) {
  const idle = await residentMb(pid);
  await clients.open(group, urls, { awaitPong: false, concurrency: 100 });
  const withSockets = await residentMb(pid);
  await clients.close(group);
  return { idle, withSockets };
}

export async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: repoRoot, stdio: 'inherit' });
  const clients = await ClientProcess.start();
  const ours = await startBuiltServer(repoRoot);
  try {
    const { token } = await signInDemo(ours.url);
    const wsUrl = `${ours.url.replace('http', 'ws')}/ws?token=${token}`;
    const oursFigures = await measure(ours.pid, Array(SOCKETS).fill(wsUrl), clients, 'ours');
    await ours.stop();

    const bare = await started(
      process.execPath,
      ['--import', 'tsx', 'bench/support/bare-ws-process.ts'],
      process.env,
      /^ws:/,
    );
    const bareUrls = Array.from({ length: SOCKETS }, (_, index) => `${bare.line.trim()}?i=${index}`);
    const bareFigures = await measure(bare.child.pid!, bareUrls, clients, 'bare');
    await stop(bare.child);

    const rows: ResultRow[] = [
      { metric: 'resident memory at idle', ours: oursFigures.idle, baseline: bareFigures.idle, unit: 'MB' },
      {
        metric: `resident memory with ${SOCKETS} sockets`,
        ours: oursFigures.withSockets,
        baseline: bareFigures.withSockets,
        unit: 'MB',
      },
    ];
    print(textTable('resident memory (VmRSS), embedded mode vs a bare ws server process', rows));
    print(`  ${loadSummary()}`);
    writeResultsSection(
      'resident-memory',
      [
        '## Resident memory of the embedded mode (bench/resident-memory.ts)',
        '',
        `Machine: ${machineSummary()}.`,
        `The compiled server (\`node apps/server/dist/main.js\`, PGlite in a fresh data folder, demo data, LOG_LEVEL=warn) beside a bare \`ws\` server process, each measured by VmRSS (the lowest of 20 samples over 10 s) after start and after ${SOCKETS} sockets opened (RSS moves with garbage collection by more than the sockets add: the heap per socket is measured exactly in bench/live-fanout.ts).`,
        '',
        markdownTable(rows),
        '',
        loadSummary(),
      ].join('\n'),
    );
  } finally {
    await ours.stop();
    clients.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
