import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocumentDisposition } from '@dossier/contract';

/** What a signed URL of our own promises: this blob, served under this name and type, this way, until then. */
export interface SignedFields {
  key: string;
  filename: string;
  contentType: string;
  disposition: DocumentDisposition;
  /** Seconds since the epoch. */
  expires: number;
}

/**
 * HMAC-SHA256 signatures for the directory storage's download URLs (S3 signs its own). Hand-written on node:crypto:
 * the fields are signed as one JSON array, so no two different sets of fields share a signature.
 */
export class UrlSigner {
  constructor(private readonly secret: Buffer) {}

  sign(fields: SignedFields): string {
    const { key, filename, contentType, disposition, expires } = fields;
    return createHmac('sha256', this.secret)
      .update(JSON.stringify([key, filename, contentType, disposition, expires]))
      .digest('base64url');
  }

  /** True when the signature is this server's for exactly these fields (in constant time). */
  verify(fields: SignedFields, signature: string): boolean {
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/**
 * The signing secret kept in a file beside the data (instances sharing the data folder share it). The first
 * start writes 32 random bytes and links them into place in one step, so a process racing it never reads a
 * half-written file: both end up with the one that won.
 */
export async function signerFromKeyFile(file: string): Promise<UrlSigner> {
  try {
    return new UrlSigner(await fs.readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${randomBytes(8).toString('hex')}.new`;
  await fs.writeFile(draft, randomBytes(32), { flag: 'wx', mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return new UrlSigner(await fs.readFile(file));
}
