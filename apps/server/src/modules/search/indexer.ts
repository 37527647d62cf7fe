import { limits } from '@dossier/contract';
import type { Deps } from '../../deps.ts';
import { chunksOf } from './chunks.ts';
import { EXTRACT_MEMORY_MB, EXTRACT_TIMEOUT_MS, extractInWorker } from './extract/extract-in-worker.ts';
import { textKindOf } from './extract/extract-text.ts';

type IndexerDeps = Pick<Deps, 'db' | 'storage' | 'logger' | 'clock'>;

export interface IndexerOptions {
  /** How often an idle indexer looks for work (a new upload nudges it at once). */
  everyMs: number;
  /** How long a claimed job is this instance's: after it, another instance takes it up (a crash mid-file). */
  leaseMs: number;
  /** Attempts before a file whose reading keeps timing out, or whose bytes cannot be fetched, is given up. */
  maxAttempts: number;
  timeoutMs: number;
  maxMemoryMb: number;
}

const defaults: IndexerOptions = {
  everyMs: 2_000,
  leaseMs: 5 * 60_000,
  maxAttempts: 3,
  timeoutMs: EXTRACT_TIMEOUT_MS,
  maxMemoryMb: EXTRACT_MEMORY_MB,
};

/**
 * Chunks go in one at a time: their tsvectors and index entries are computed by the database, on PGlite on this very
 * thread, so a long text is written in short statements with a turn of the event loop between them (eight at a time
 * held the loop for 43 ms on PGlite, two for 26 ms; bench/search.ts).
 */
const CHUNKS_PER_STATEMENT = 1;
/** A failed attempt waits longer each time: 1, 4, 9 minutes. */
const retryDelayMs = (attempt: number) => attempt * attempt * 60_000;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function bytesOf(body: NodeJS.ReadableStream): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * Reads the text inside stored documents for search (issue 22), off the request path: each instance works off the
 * jobs in document_text_jobs, one file at a time, each in a worker thread bounded in time and memory
 * (extract/extract-in-worker.ts). A file that cannot be read is marked 'failed' and is still found by its name; a
 * document removed meanwhile is skipped. The timer never keeps the process alive.
 */
export class DocumentIndexer {
  private readonly options: IndexerOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private busy = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: IndexerDeps,
    options: Partial<IndexerOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.options.everyMs);
    this.timer.unref();
    this.nudge();
  }

  /** Work is waiting (a document was stored): look now rather than at the next tick. */
  nudge(): void {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.running = this.drain()
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'indexing document text failed'))
      .finally(() => {
        this.busy = false;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Works off every due job; the number of files read. Tests call it to wait for the index. */
  async drain(): Promise<number> {
    let done = 0;
    while (!this.stopped && (await this.runOnce())) done += 1;
    return done;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Claims and reads one due job; false when none is due. */
  async runOnce(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const { db, storage, logger } = this.deps;
    const document = await db
      .selectFrom('documents')
      .select(['id', 'dossier_id', 'filename', 'content_type', 'storage_key'])
      .where('id', '=', job.document_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const kind = document && textKindOf(document.content_type, document.filename);
    if (!document || !kind) {
      await db.deleteFrom('document_text_jobs').where('document_id', '=', job.document_id).execute();
      return true;
    }
    let bytes: Uint8Array;
    try {
      bytes = await bytesOf((await storage.get(document.storage_key)).body);
    } catch (error) {
      logger.warn({ err: error, documentId: document.id }, 'document bytes unavailable for indexing');
      await this.retryOrGiveUp(document.id, job.attempts);
      return true;
    }
    const outcome = await extractInWorker(bytes, kind, {
      timeoutMs: this.options.timeoutMs,
      maxMemoryMb: this.options.maxMemoryMb,
    });
    if (outcome.ok) await this.store(document, outcome.text);
    else if (outcome.reason === 'timeout') await this.retryOrGiveUp(document.id, job.attempts);
    else {
      // The detail tells a file that cannot be read from a worker that could not start (then every file fails).
      logger.info(
        { documentId: document.id, reason: outcome.reason, detail: outcome.detail },
        'document text unreadable',
      );
      await this.markFailed(document.id);
    }
    return true;
  }

  /** The oldest due job, claimed for the lease: its attempts counted now, so a file that kills the process ends. */
  private async claim() {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('document_text_jobs')
        .select(['document_id', 'attempts'])
        .where('run_after', '<=', now)
        .where((where) => where.or([where('claimed_until', 'is', null), where('claimed_until', '<', now)]))
        .orderBy('run_after')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return undefined;
      const attempts = due.attempts + 1;
      if (attempts > this.options.maxAttempts) {
        await trx.deleteFrom('document_text_jobs').where('document_id', '=', due.document_id).execute();
        await trx
          .updateTable('documents')
          .set({ text_state: 'failed' })
          .where('id', '=', due.document_id)
          .execute();
        return undefined;
      }
      await trx
        .updateTable('document_text_jobs')
        .set({ attempts, claimed_until: new Date(now.getTime() + this.options.leaseMs) })
        .where('document_id', '=', due.document_id)
        .execute();
      return { document_id: due.document_id, attempts };
    });
  }

  /** The text in chunks, replacing any earlier reading; skipped when the document was removed meanwhile. */
  private async store(
    document: { id: string; dossier_id: string; storage_key: string },
    text: string,
  ): Promise<void> {
    const chunks = chunksOf(text.slice(0, limits.documentText.maxChars), limits.documentText.chunkChars);
    const { db } = this.deps;
    const present = async () =>
      (await db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', document.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined;
    await db.deleteFrom('document_text_chunks').where('document_id', '=', document.id).execute();
    for (let start = 0; start < chunks.length; start += CHUNKS_PER_STATEMENT) {
      if (!(await present())) return;
      await db
        .insertInto('document_text_chunks')
        .values(
          chunks.slice(start, start + CHUNKS_PER_STATEMENT).map((body, offset) => ({
            document_id: document.id,
            dossier_id: document.dossier_id,
            chunk: start + offset,
            body,
          })),
        )
        .execute();
      await turn();
    }
    // The last word: a removal that came in between takes the chunks with it (forgetDocumentText) or finds them here;
    // so does a new version (issue 25), whose own job reads its text.
    await db.transaction().execute(async (trx) => {
      const live = await trx
        .selectFrom('documents')
        .select(['deleted_at', 'storage_key'])
        .where('id', '=', document.id)
        .forUpdate()
        .executeTakeFirst();
      if (!live || live.deleted_at !== null || live.storage_key !== document.storage_key) {
        await trx.deleteFrom('document_text_chunks').where('document_id', '=', document.id).execute();
        return;
      }
      await trx
        .updateTable('documents')
        .set({ text_state: 'indexed' })
        .where('id', '=', document.id)
        .execute();
      await trx.deleteFrom('document_text_jobs').where('document_id', '=', document.id).execute();
    });
  }

  private async retryOrGiveUp(documentId: string, attempts: number): Promise<void> {
    if (attempts >= this.options.maxAttempts) return this.markFailed(documentId);
    const runAfter = new Date(this.deps.clock.now().getTime() + retryDelayMs(attempts));
    await this.deps.db
      .updateTable('document_text_jobs')
      .set({ run_after: runAfter, claimed_until: null })
      .where('document_id', '=', documentId)
      .execute();
  }

  private async markFailed(documentId: string): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('document_text_jobs').where('document_id', '=', documentId).execute();
      await trx.updateTable('documents').set({ text_state: 'failed' }).where('id', '=', documentId).execute();
    });
  }
}
