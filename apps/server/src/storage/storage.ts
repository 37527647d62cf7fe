import { createHash } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type { DocumentDisposition } from '@dossier/contract';

/** What a put stored: the byte count and the SHA-256 (lowercase hex) of exactly those bytes. */
export interface StoredBlob {
  size: number;
  sha256: string;
}

/** How a signed URL serves a blob: under which name, as which type, shown or saved, and until when. */
export interface BlobLink {
  filename: string;
  contentType: string;
  disposition: DocumentDisposition;
  /** The link works from issuedAt (the server's clock) until expiresAt. */
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Where document bytes live: a directory (the embedded default) or an S3-compatible bucket. Keys are ours
 * (`dossiers/{dossierId}/{documentId}`), never a user's file name.
 */
export interface Storage {
  readonly kind: 'directory' | 's3';
  /**
   * Streams the body in and resolves once the blob is complete under the key. When the body fails (or is destroyed)
   * the put rejects and nothing stays under the key: never a half-stored blob.
   */
  put(key: string, body: Readable): Promise<StoredBlob>;
  /** The blob's bytes as a stream, and how many; rejects with BlobNotFound when there is none. */
  get(key: string): Promise<{ body: Readable; size: number }>;
  /** Removes the blob; removing one that is not there is fine. */
  delete(key: string): Promise<void>;
  /**
   * A URL that serves the blob without our session until link.expiresAt: the directory storage's is a path of this
   * app (followed on whatever address the browser is on), S3's an absolute presigned URL of the bucket.
   */
  signedUrl(key: string, link: BlobLink): Promise<string>;
}

export class BlobNotFound extends Error {
  constructor(key: string) {
    super(`no blob under ${key}`);
  }
}

/** How much a file write stream collects before it waits: many chunks per write call. */
export const WRITE_BUFFER = 256 * 1024;

/** Our keys only: lowercase ids and dashes in folders, so a key can never leave the storage root. */
const KEY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** Passes bytes through while counting them and hashing them with SHA-256: what every put reports. */
export class Meter extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    done(null, chunk);
  }

  /** Only once the stream has ended. */
  result(): StoredBlob {
    return { size: this.size, sha256: this.hash.digest('hex') };
  }
}
