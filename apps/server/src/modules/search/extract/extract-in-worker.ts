import fs from 'node:fs';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { limits as contractLimits } from '@dossier/contract';
import type { ExtractJob, ExtractReply } from './extract-worker.ts';
import type { DocumentTextKind } from './read-document-text.ts';

/**
 * Ten times what a 10 MB PDF of 800 pages of text took here (2.6-6 s on two busy cores), and short enough that a
 * stuck file frees its thread soon.
 */
export const EXTRACT_TIMEOUT_MS = 30_000;
/**
 * Heap for one file: that 10 MB PDF and a 200,000-row sheet fit; a worker asking more is stopped, not the server.
 */
export const EXTRACT_MEMORY_MB = 256;

export interface ExtractLimits {
  /** The worker is terminated after this long, and the outcome is 'timeout'. */
  timeoutMs: number;
  /**
   * Its JavaScript heap; past it V8 stops the worker. Buffers outside the heap (what a decoder inflates) may take as
   * much again before the worker is stopped (see rssLimitMb). Either way the outcome is 'memory'.
   */
  maxMemoryMb: number;
}

const MB = 1024 * 1024;
/** How often the process's resident memory is sampled while a worker reads. */
const RSS_SAMPLE_MS = 20;
/** A worker's own footprint before it reads anything (thread, V8 isolate, the reader's code): 15-30 MB measured. */
const WORKER_FOOTPRINT_MB = 64;

/** How much a worker may grow the process: its heap, as much again in buffers outside it, and its footprint. */
const rssLimitMb = (maxMemoryMb: number) => 2 * maxMemoryMb + WORKER_FOOTPRINT_MB;

/** Every way extraction ends: the text, or why not (an unreadable file is still found by its name). */
export type ExtractOutcome =
  | { ok: true; text: string }
  | { ok: false; reason: 'timeout' | 'memory' | 'unreadable'; detail: string };

/**
 * The worker's entry. From the sources (vitest, tsx, node with type stripping) it is the .ts file beside this one.
 * In the esbuild bundle of `npm start` this code lives in apps/server/dist, where nothing sits beside it: there the
 * entry is dist's own build of it when the build made one, else the source in apps/server/src, which `npm start`
 * always has (it builds from it) and Node runs with its built-in type stripping.
 */
export function extractWorkerEntry(moduleUrl: string = import.meta.url): URL {
  if (moduleUrl.endsWith('.ts')) return new URL('./extract-worker.ts', moduleUrl);
  const dist = moduleUrl.lastIndexOf('/dist/');
  if (dist === -1) return new URL('./extract-worker.js', moduleUrl);
  const serverRoot = moduleUrl.slice(0, dist + 1);
  const built = new URL('dist/modules/search/extract/extract-worker.js', serverRoot);
  return fs.existsSync(built) ? built : new URL('src/modules/search/extract/extract-worker.ts', serverRoot);
}

/** V8's heap limits for one worker; the young generation gets an eighth (4-32 MB) of it. */
function resourceLimitsFor(maxMemoryMb: number): ResourceLimits {
  const young = Math.min(32, Math.max(4, Math.floor(maxMemoryMb / 8)));
  return { maxOldGenerationSizeMb: Math.max(16, maxMemoryMb - young), maxYoungGenerationSizeMb: young };
}

/**
 * The bytes to hand over: the caller's own when they alone fill a transferable ArrayBuffer (moved to the worker,
 * no copy), else a copy. A view into Node's shared pool of small Buffers, or into a SharedArrayBuffer, is copied.
 */
function transferable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const ownsBuffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  // Copied by the constructor: a Buffer's slice() would be a view into the same memory.
  return ownsBuffer && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
const isOutOfMemory = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * How a running worker ends, first come first served: its reply, an error (out of heap or otherwise), its exit,
 * the timeout, or the process growing past rssLimitMb. Resolves only once the thread is gone.
 */
function outcomeOf(worker: Worker, limits: ExtractLimits): Promise<ExtractOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: ExtractOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      worker.terminate().then(
        () => resolve(outcome),
        () => resolve(outcome),
      );
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: 'timeout', detail: `no text after ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    const rssBefore = process.memoryUsage.rss();
    const memoryWatch = setInterval(() => {
      const grown = process.memoryUsage.rss() - rssBefore;
      if (grown > rssLimitMb(limits.maxMemoryMb) * MB)
        settle({
          ok: false,
          reason: 'memory',
          detail: `the process grew by ${Math.round(grown / MB)} MB while reading`,
        });
    }, RSS_SAMPLE_MS);
    worker.once('message', (reply: ExtractReply) =>
      settle(reply.ok ? reply : { ok: false, reason: 'unreadable', detail: reply.detail }),
    );
    worker.once('error', (error) =>
      settle(
        isOutOfMemory(error)
          ? { ok: false, reason: 'memory', detail: `over the ${limits.maxMemoryMb} MB heap limit` }
          : { ok: false, reason: 'unreadable', detail: describe(error) },
      ),
    );
    worker.once('exit', (code) =>
      settle({
        ok: false,
        reason: 'unreadable',
        detail: `the extraction worker stopped (exit code ${code})`,
      }),
    );
  });
}

/**
 * Reads a document's text (extractText's work) in a worker thread of its own, so a slow or hostile file never
 * blocks the event loop or exhausts the server's memory: the worker has its own heap limit and is terminated after
 * timeoutMs. V8 does not count buffers outside the heap, and a small PDF or zip can inflate a stream of gigabytes
 * into them (measured: a 0.5 MB PDF grew the process by 1.2 GB), so the process's resident memory is sampled too
 * and a worker that grows it past rssLimitMb is terminated. The sample sees the whole process: run one extraction
 * at a time, as the indexer does, or the others' memory counts against each.
 *
 * The bytes are transferred when they fill their own buffer: the caller's Uint8Array is then empty (detached).
 * Never rejects: every failure is an outcome. When it resolves the worker has exited. A fresh worker per file
 * keeps one file's memory away from the next. Its price, measured on the two-core development machine under a load
 * of about 9: a bare worker starts in 85 ms, and one that loads a reader and reads a one-page file takes 250-650 ms
 * (the same file takes 4-34 ms in a warm process), which a background indexer can afford.
 */
export function extractInWorker(
  bytes: Uint8Array,
  kind: DocumentTextKind,
  limits: ExtractLimits = { timeoutMs: EXTRACT_TIMEOUT_MS, maxMemoryMb: EXTRACT_MEMORY_MB },
): Promise<ExtractOutcome> {
  const payload = transferable(bytes);
  const job: ExtractJob = { bytes: payload, kind, maxChars: contractLimits.documentText.maxChars };
  let worker: Worker;
  try {
    worker = new Worker(extractWorkerEntry(), {
      workerData: job,
      transferList: [payload.buffer],
      resourceLimits: resourceLimitsFor(limits.maxMemoryMb),
    });
  } catch (error) {
    const detail = `the extraction worker did not start: ${describe(error)}`;
    return Promise.resolve({ ok: false, reason: 'unreadable', detail });
  }
  return outcomeOf(worker, limits);
}
