import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import type { UploadKind } from '@dossier/contract';
import { FileTypeParser } from 'file-type/node';

/** The bytes are not the kind their name claims (or no kind we take). */
export class ContentRefused extends Error {
  constructor(readonly found: string | undefined) {
    super(`content is ${found ?? 'unknown'}`);
  }
}

/** The file passed the size limit. */
export class TooLarge extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

/**
 * What file-type finds in the bytes, for each kind a name may claim. file-type reads the magic bytes; for a zip it
 * walks the entries and reads `[Content_Types].xml`, so docx and xlsx are told apart by their inner structure (a
 * plain zip, a docm or an xlsm is none of them). doc and xls are OLE compound files ('cfb'), which file-type does
 * not tell apart.
 */
const FOUND_AS: Record<UploadKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  docx: 'docx',
  xlsx: 'xlsx',
  doc: 'cfb',
  xls: 'cfb',
};

/**
 * A pass-through that checks a file while it streams to storage: file-type reads a copy of the bytes until it has
 * decided (a few KB for most kinds, up to `[Content_Types].xml` for docx and xlsx), and a refusal destroys the stream
 * at once, so the storage's put fails and keeps nothing. The stream ends only after the verdict, so a put that
 * succeeds holds a file of the claimed kind. Bytes past maxBytes also fail it. Memory stays a few chunks per file.
 */
export class ContentCheck extends Transform {
  private readonly copy = new PassThrough();
  private readonly verdict: Promise<string | undefined>;
  private decided = false;
  private bytes = 0;

  constructor(
    private readonly claimed: UploadKind,
    private readonly maxBytes: number,
  ) {
    super();
    // file-type destroys the copy when it is done; a write after that must not become an error of ours.
    this.copy.on('error', () => {});
    this.verdict = new FileTypeParser()
      .fromStream(this.copy)
      .then(
        (found) => found?.ext,
        () => undefined,
      )
      .finally(() => {
        this.decided = true;
      });
    this.verdict.then((found) => {
      if (found !== FOUND_AS[this.claimed]) this.destroy(new ContentRefused(found));
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new TooLarge(this.maxBytes));
      return;
    }
    if (this.decided || this.copy.write(chunk)) {
      done(null, chunk);
      return;
    }
    // The detector reads slower than the file arrives: wait for it, or for its verdict.
    let waited = false;
    const go = () => {
      if (waited) return;
      waited = true;
      this.copy.off('drain', go);
      done(null, chunk);
    };
    this.copy.once('drain', go);
    this.verdict.then(go);
  }

  override _flush(done: TransformCallback): void {
    this.copy.end();
    this.verdict.then((found) => {
      // A refusal destroyed the stream already (the verdict's first listener).
      if (this.destroyed) return;
      done(found === FOUND_AS[this.claimed] ? null : new ContentRefused(found));
    });
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.copy.destroy();
    done(error);
  }
}
