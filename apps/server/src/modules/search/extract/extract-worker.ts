import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type DocumentTextKind, readDocumentText } from './read-document-text.ts';

/** What extractInWorker hands the worker: the file's bytes (transferred, not copied), how to read them, how much. */
export interface ExtractJob {
  bytes: Uint8Array;
  kind: DocumentTextKind;
  /** limits.documentText.maxChars, passed in so the worker need not load the contract. */
  maxChars: number;
}

/** The worker's one message back: the text, or why the file could not be read. */
export type ExtractReply = { ok: true; text: string } | { ok: false; detail: string };

/**
 * Reading a document is background work: on Linux this thread lowers its own scheduling priority (a nice value is
 * per thread there, found by its id in /proc/thread-self), so on a busy machine the server's event loop gets the
 * CPU first. Elsewhere the thread keeps the priority it has.
 */
function yieldToEventLoop() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, 10);
  } catch {}
}

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

// The entry of the worker thread extractInWorker starts for each file: extractText's work, one answer, the end.
yieldToEventLoop();
const { bytes, kind, maxChars } = workerData as ExtractJob;
const reply: ExtractReply = await readDocumentText(bytes, kind, maxChars).then(
  (text) => ({ ok: true, text }),
  (error: unknown) => ({ ok: false, detail: describe(error) }),
);
parentPort?.postMessage(reply);
