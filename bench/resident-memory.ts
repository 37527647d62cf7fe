/**
 * Resident memory of the embedded mode (the compiled server with PGlite, as `npm start` runs it) at idle and
 * with 1,000 open sockets, beside a bare `ws` server process measured the same way in the same run.
 * Run alone: `npx tsx bench/resident-memory.ts` (builds the server first when its sources changed).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ClientProcess } from './support/client-process.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { scaled } from './support/scale.ts';

const SOCKETS = scaled(1_000, 100);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO = { email: 'anna@vries.demo', password: 'demo-wachtwoord' };

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

async function ready(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-memory-'));
  const clients = await ClientProcess.start();
  const port = 3000 + Math.floor(Math.random() * 2000) + 20_000;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
  const ours = {
    child: spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: repoRoot, env, stdio: 'ignore' }),
  };
  await ready(`http://127.0.0.1:${port}/readyz`);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const wsUrl = `ws://127.0.0.1:${port}/ws?token=${token}`;
    const oursFigures = await measure(ours.child.pid!, Array(SOCKETS).fill(wsUrl), clients, 'ours');
    await stop(ours.child);

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
    if (ours.child.exitCode === null) await stop(ours.child);
    clients.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
