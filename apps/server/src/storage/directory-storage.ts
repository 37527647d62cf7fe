import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DocumentDisposition } from '@dossier/contract';
import {
  assertKey,
  type BlobLink,
  BlobNotFound,
  Meter,
  type Storage,
  type StoredBlob,
  WRITE_BUFFER,
} from './storage.ts';
import { type SignedFields, signerFromKeyFile, type UrlSigner } from './url-signing.ts';

/**
 * Where the directory storage's signed URLs point; served by storage/signed-file-route.ts. The URLs are paths of
 * this app, without PUBLIC_URL's origin: a browser follows them on the address it opened the app on (127.0.0.1, a
 * LAN address, the public name alike), so previews and downloads work wherever the app does.
 */
export const SIGNED_FILE_PATH = '/api/v1/files/';

export interface DirectoryStorageOptions {
  /** The folder the blobs live in (DATA_DIR/files). */
  root: string;
  /** The URL signing secret (DATA_DIR/url-signing.key): outside root, so root holds blobs only. */
  keyFile: string;
}

/** The query of a signed URL of ours, as it arrives (a repeated parameter is an array); all of it is signed. */
export type SignedQuery = Partial<Record<'name' | 'type' | 'disposition' | 'expires' | 'signature', unknown>>;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Blobs as files under one folder (the embedded default). A put writes a hidden partial file, flushes it to disk and
 * renames it into place, so a key names a complete file or nothing. Downloads go through an HMAC-signed route of ours.
 */
export class DirectoryStorage implements Storage {
  readonly kind = 'directory';
  private signer: Promise<UrlSigner> | undefined;

  constructor(private readonly options: DirectoryStorageOptions) {}

  async put(key: string, body: Readable): Promise<StoredBlob> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // A dot-name is a file still being written: backups skip it (ops/archive.ts), and no key starts with a dot.
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`);
    const meter = new Meter();
    try {
      // flush: the bytes are on disk before the document row that names them can commit. A larger buffer lets the
      // stream write several chunks at once (a writev instead of a write per 64 KB chunk: less CPU per file).
      await pipeline(
        body,
        meter,
        createWriteStream(partial, { flags: 'wx', mode: 0o640, flush: true, highWaterMark: WRITE_BUFFER }),
      );
      await fs.rename(partial, target);
      return meter.result();
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number }> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFound(key);
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string, link: BlobLink): Promise<string> {
    assertKey(key);
    const fields: SignedFields = {
      key,
      filename: link.filename,
      contentType: link.contentType,
      disposition: link.disposition,
      expires: Math.floor(link.expiresAt.getTime() / 1000),
    };
    const signature = (await this.signerOnce()).sign(fields);
    const query = new URLSearchParams({
      name: fields.filename,
      type: fields.contentType,
      disposition: fields.disposition,
      expires: String(fields.expires),
      signature,
    });
    return `${SIGNED_FILE_PATH}${key}?${query}`;
  }

  /** The link a signed URL promises, when its signature is ours and it has not expired at `now`; else null. */
  async verifiedLink(key: string, query: SignedQuery, now: Date): Promise<BlobLink | null> {
    const { name, type, disposition, expires, signature } = query;
    const parsedDisposition = DocumentDisposition.safeParse(disposition);
    const expiresAt =
      typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : Number.NaN;
    if (typeof name !== 'string' || typeof type !== 'string' || typeof signature !== 'string') return null;
    if (!parsedDisposition.success || Number.isNaN(expiresAt)) return null;
    try {
      assertKey(key);
    } catch {
      return null;
    }
    const fields = {
      key,
      filename: name,
      contentType: type,
      disposition: parsedDisposition.data,
      expires: expiresAt,
    };
    if (!(await this.signerOnce()).verify(fields, signature)) return null;
    if (expiresAt * 1000 <= now.getTime()) return null;
    return {
      filename: name,
      contentType: type,
      disposition: parsedDisposition.data,
      issuedAt: now,
      expiresAt: new Date(expiresAt * 1000),
    };
  }

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.options.root, key);
  }

  private signerOnce(): Promise<UrlSigner> {
    this.signer ??= signerFromKeyFile(this.options.keyFile);
    return this.signer;
  }
}
