/**
 * (g) Document uploads: 10 concurrent uploads of a 10 MB PDF over HTTP (POST /api/v1/documents, multipart, the
 * directory storage, PGlite), their throughput and the server's extra resident memory, beside a raw stream-to-disk
 * server in the same run (node:http piping the body into a flushed file). Both servers run in processes of their own;
 * their rounds alternate. Run alone: `npx tsx bench/uploads.ts`; BENCH_SCALE=0.2 for a quick run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { limits } from '@dossier/contract';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { type EngineName, enginesToRun } from './support/engines.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { benchScale, isFullScale, scaled } from './support/scale.ts';
import { summarize } from './support/stats.ts';

const CONCURRENT = 10;
const FILE_BYTES = limits.uploadMaxBytes;
const ROUNDS = scaled(8, 2);
const BUDGET_MB = 64;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Side {
  name: 'ours' | 'raw' | 'hashed';
  child: ChildProcess;
  url: string;
  /** The request: path, headers and the body sent as is. */
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Starts `node --import tsx <script>` and resolves with its first line of output. The app's process runs with the
 * server's V8 settings (as npm start runs it); the raw baseline with node's defaults.
 */
function startProcess(script: string, args: string[] = [], nodeFlags: readonly string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ child: ChildProcess; line: string }>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline >= 0) resolve({ child, line: buffer.slice(0, newline) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${buffer.slice(-2000)}`)));
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A PDF of exactly the upload limit, and the multipart body the web's upload modal would send with it. */
function uploadBody(dossierId: string) {
  const file = Buffer.alloc(FILE_BYTES, 0x20);
  file.write('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 0, 'latin1');
  file.write('\n%%EOF\n', FILE_BYTES - 7, 'latin1');
  const boundary = 'benchgrens3f9c';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="dossier_id"\r\n\r\n${dossierId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tekening.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function send(side: Side): Promise<number> {
  const started = performance.now();
  const url = new URL(side.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: side.path,
        headers: { ...side.headers, 'content-length': side.body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 201)
            reject(new Error(`${side.name} answered ${response.statusCode}: ${Buffer.concat(chunks)}`));
          else resolve(performance.now() - started);
        });
      },
    );
    request.on('error', reject);
    request.end(side.body);
  });
}

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** The lowest resident memory of a few samples over two seconds: the process at rest. */
async function idleMb(pid: number): Promise<number> {
  let lowest = Number.POSITIVE_INFINITY;
  for (let sample = 0; sample < 10; sample += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    lowest = Math.min(lowest, residentMb(pid));
  }
  return lowest;
}

interface Tally {
  seconds: number;
  durations: number[];
  peakMb: number;
  /** CPU time of the server process (user + system), ms. */
  cpuMs: number;
}

/** The CPU time a process has used so far (user + system), ms: /proc/<pid>/stat fields 14 and 15. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
const TICKS_PER_SECOND = 100;

/** One round: CONCURRENT uploads at once; resident memory sampled every 10 ms meanwhile. */
async function round(side: Side, tally: Tally) {
  const pid = side.child.pid!;
  const sampler = setInterval(() => {
    tally.peakMb = Math.max(tally.peakMb, residentMb(pid));
  }, 10);
  const started = performance.now();
  const cpuBefore = cpuMsOf(pid);
  try {
    tally.durations.push(...(await Promise.all(Array.from({ length: CONCURRENT }, () => send(side)))));
  } finally {
    tally.seconds += (performance.now() - started) / 1000;
    tally.cpuMs += cpuMsOf(pid) - cpuBefore;
    clearInterval(sampler);
    tally.peakMb = Math.max(tally.peakMb, residentMb(pid));
  }
}

/**
 * The highest resident memory since the last reset: Linux keeps it (VmHWM) and resets it when 5 is written to
 * clear_refs, so a short peak between two samples is not missed. False where that is not allowed.
 */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
const peakMbOf = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function benchEngine(engine: EngineName) {
  // Fresh baseline processes per engine too, so every side starts from the same rest. The raw server that also
  // hashes is a reference: how much of the gap is SHA-256, which the product must compute.
  const bare = await startProcess('bench/support/raw-upload-process.ts');
  const hashing = await startProcess('bench/support/raw-upload-process.ts', ['--sha256']);
  const app = await startProcess('bench/support/upload-server-process.ts', [engine], SERVER_NODE_FLAGS).catch(
    async (error) => {
      await stopProcess(bare.child);
      await stopProcess(hashing.child);
      throw error;
    },
  );
  try {
    const started = JSON.parse(app.line) as {
      url: string;
      token: string;
      dossierId: string;
      description: string;
    };
    // The same bytes on both sides: the multipart body naming this engine's dossier.
    const { body, contentType } = uploadBody(started.dossierId);
    const raw: Side = {
      name: 'raw',
      child: bare.child,
      url: bare.line.trim(),
      path: '/upload',
      headers: { 'content-type': contentType },
      body,
    };
    const hashed: Side = { ...raw, name: 'hashed', child: hashing.child, url: hashing.line.trim() };
    const ours: Side = {
      name: 'ours',
      child: app.child,
      url: started.url,
      path: '/api/v1/documents',
      headers: { authorization: `Bearer ${started.token}`, 'content-type': contentType },
      body,
    };
    const sides = { ours, raw, hashed };
    const idle = { ours: await idleMb(ours.child.pid!), raw: await idleMb(raw.child.pid!) };
    const exactPeak = resetPeak(ours.child.pid!) && resetPeak(raw.child.pid!);
    const tallies = {
      ours: { seconds: 0, durations: [], peakMb: idle.ours, cpuMs: 0 } as Tally,
      raw: { seconds: 0, durations: [], peakMb: idle.raw, cpuMs: 0 } as Tally,
      hashed: { seconds: 0, durations: [], peakMb: 0, cpuMs: 0 } as Tally,
    };
    // A warm-up round each (counted for memory, not for time or CPU), then the rounds alternate.
    for (const name of ['raw', 'hashed', 'ours'] as const) {
      await round(sides[name], tallies[name]);
      Object.assign(tallies[name], { seconds: 0, durations: [], cpuMs: 0 });
    }
    for (let index = 0; index < ROUNDS; index += 1) {
      await round(raw, tallies.raw);
      await round(hashed, tallies.hashed);
      await round(ours, tallies.ours);
    }
    if (exactPeak) {
      tallies.ours.peakMb = Math.max(tallies.ours.peakMb, peakMbOf(ours.child.pid!));
      tallies.raw.peakMb = Math.max(tallies.raw.peakMb, peakMbOf(raw.child.pid!));
    }

    const megabytes = (ROUNDS * CONCURRENT * FILE_BYTES) / 2 ** 20;
    const latency = { ours: summarize(tallies.ours.durations), raw: summarize(tallies.raw.durations) };
    const extra = { ours: tallies.ours.peakMb - idle.ours, raw: tallies.raw.peakMb - idle.raw };
    const rows: ResultRow[] = [
      {
        metric: `throughput, ${CONCURRENT} concurrent 10 MB uploads`,
        ours: megabytes / tallies.ours.seconds,
        baseline: megabytes / tallies.raw.seconds,
        unit: 'MB/s',
        minRatio: 0.8,
      },
      { metric: '  one upload, p50', ours: latency.ours.p50, baseline: latency.raw.p50, unit: 'ms' },
      { metric: '  one upload, p99', ours: latency.ours.p99, baseline: latency.raw.p99, unit: 'ms' },
      {
        metric: '  server CPU per upload (user + system)',
        ours: tallies.ours.cpuMs / tallies.ours.durations.length,
        baseline: tallies.raw.cpuMs / tallies.raw.durations.length,
        unit: 'ms',
      },
      {
        metric: '  reference: raw server that also computes SHA-256, throughput',
        ours: megabytes / tallies.hashed.seconds,
        baseline: megabytes / tallies.raw.seconds,
        unit: 'MB/s',
      },
      {
        metric: '  ours against that reference (baseline column: the reference)',
        ours: megabytes / tallies.ours.seconds,
        baseline: megabytes / tallies.hashed.seconds,
        unit: 'MB/s',
      },
      {
        metric: '  reference server CPU per upload (baseline column: raw)',
        ours: tallies.hashed.cpuMs / tallies.hashed.durations.length,
        baseline: tallies.raw.cpuMs / tallies.raw.durations.length,
        unit: 'ms',
      },
      {
        metric: 'extra resident memory while uploading (peak - idle)',
        ours: extra.ours,
        baseline: extra.raw,
        unit: 'MB',
      },
      {
        metric: `  the same against the ${BUDGET_MB} MB budget (baseline column: the budget)`,
        ours: extra.ours,
        baseline: BUDGET_MB,
        unit: 'MB',
        maxRatio: 1,
      },
    ];
    const notes = [
      `idle resident memory: ours ${idle.ours.toFixed(0)} MB (the database engine's client included), raw ${idle.raw.toFixed(0)} MB`,
      exactPeak
        ? 'peaks read from VmHWM after a reset (exact)'
        : 'peaks sampled every 10 ms (VmHWM reset not allowed)',
      loadSummary(),
    ];
    print(
      textTable(
        `uploads over HTTP to the directory storage vs raw stream-to-disk, ${started.description}`,
        rows,
      ),
    );
    for (const note of notes) print(`  ${note}`);
    return { description: started.description, rows, notes, megabytes };
  } finally {
    await stopProcess(app.child);
    await stopProcess(bare.child);
    await stopProcess(hashing.child);
  }
}

export async function main(): Promise<void> {
  print(
    `uploads, scale ${benchScale}: ${ROUNDS} rounds of ${CONCURRENT} concurrent ${FILE_BYTES / 2 ** 20} MB uploads per side`,
  );
  const results = [];
  for (const engine of await enginesToRun()) results.push(await benchEngine(engine));
  if (isFullScale) {
    writeResultsSection(
      'uploads',
      [
        '## Document uploads (bench/uploads.ts)',
        '',
        `Machine: ${machineSummary()}.`,
        `${ROUNDS} rounds of ${CONCURRENT} concurrent uploads of one ${FILE_BYTES / 2 ** 20} MB PDF each (${results[0]?.megabytes.toFixed(0)} MB per side and engine, after a warm-up round each), the rounds of the sides alternating. Ours: the app in a process of its own with the directory storage in a fresh DATA_DIR, answering POST /api/v1/documents: multipart parsing, the content check, SHA-256, a flushed partial file renamed into place, the row and its chat entry in one transaction. Baseline: node:http alone in a process (a fresh one per engine), piping each request body (the same multipart bytes) into a new file flushed on close, with the same write buffer. Reference (rows marked so, no target): the same raw server also hashing each body with SHA-256 as it streams, which the product must do; its rounds alternate with the other two. Resident memory is VmRSS; idle is the lowest of 10 samples before the first upload. The last row holds the extra memory against the ${BUDGET_MB} MB budget rather than a measured baseline.`,
        '',
        ...results.flatMap((result) => [
          `### ${result.description}`,
          '',
          markdownTable(result.rows),
          '',
          ...result.notes.map((note) => `- ${note}`),
          '',
        ]),
      ].join('\n'),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
