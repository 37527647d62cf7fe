import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryStorage } from '../src/storage/directory-storage.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { BlobNotFound, type Storage } from '../src/storage/storage.ts';
import { startS3Server } from './support/s3-server.ts';

/** The storage contract (storage/storage.ts), run against both adapters for real: a folder and an S3 server. */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let folder: string;
const adapters: Record<string, Storage> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-storage-'));
  adapters.directory = new DirectoryStorage({
    root: path.join(folder, 'files'),
    keyFile: path.join(folder, 'url-signing.key'),
  });
  adapters.s3 = new S3Storage(s3.options);
});
afterAll(async () => {
  await (adapters.s3 as S3Storage).close();
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const newKey = () => `dossiers/test/${randomUUID()}`;
const byteStream = (bytes: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, index) =>
      bytes.subarray(index * chunk, (index + 1) * chunk),
    ),
    { objectMode: false },
  );
/** A stream that gives some bytes and then fails, as an upload cut off half-way. */
const failingStream = (bytes: Buffer) =>
  new Readable({
    read() {
      this.push(bytes);
      setImmediate(() => this.destroy(new Error('client went away')));
    },
  });

/** Everything s3rver or the folder holds besides the bucket's metadata: what a failed put must not add to. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(['directory', 's3'])('%s storage', (name) => {
  const storage = () => adapters[name]!;
  const leftovers = () => [
    ...filesUnder(name === 'directory' ? path.join(folder, 'files') : s3.directory),
    ...fs.readdirSync(os.tmpdir()).filter((file) => file.startsWith('dossier-upload-')),
  ];

  it('stores a stream whole and reports its size and SHA-256; gives the same bytes back', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const key = newKey();
    expect(await storage().put(key, byteStream(bytes))).toEqual({
      size: bytes.length,
      sha256: sha256(bytes),
    });
    const { body, size } = await storage().get(key);
    expect(size).toBe(bytes.length);
    expect((await buffer(body)).equals(bytes)).toBe(true);
  });

  it('keeps nothing of a stream that fails half-way', async () => {
    const before = leftovers();
    const key = newKey();
    await expect(storage().put(key, failingStream(randomBytes(256 * 1024)))).rejects.toThrow(
      'client went away',
    );
    await expect(storage().get(key)).rejects.toBeInstanceOf(BlobNotFound);
    expect(leftovers()).toEqual(before);
  });

  it('removes a blob, and removing one that is gone is fine', async () => {
    const key = newKey();
    await storage().put(key, byteStream(Buffer.from('%PDF-1.4\n')));
    await storage().delete(key);
    await expect(storage().get(key)).rejects.toBeInstanceOf(BlobNotFound);
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that is not ours', async () => {
    for (const key of ['../etc/passwd', 'dossiers/../../x', 'Dossiers/A', '/abs', 'a//b', 'a/.hidden'])
      await expect(storage().put(key, byteStream(Buffer.from('x')))).rejects.toThrow(/not a storage key/);
  });

  it('signs a URL that serves the blob under its name and type until it expires', async () => {
    const key = newKey();
    await storage().put(key, byteStream(Buffer.from('%PDF-1.4\nhallo\n')));
    const issuedAt = new Date();
    const url = await storage().signedUrl(key, {
      filename: 'Offerte café.pdf',
      contentType: 'application/pdf',
      disposition: 'attachment',
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + 300_000),
    });
    if (name === 'directory') {
      // A path of the app, without an origin: followed on the address the browser is on (documents.test.ts).
      expect(url).toMatch(/^\/api\/v1\/files\/dossiers\/test\/.+\?name=.+&signature=/);
      return;
    }
    // S3's is the bucket's own absolute presigned URL.
    expect(new URL(url).origin).toBe(new URL(s3.options.endpoint).origin);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Offerte caf?.pdf"; filename*=UTF-8''Offerte%20caf%C3%A9.pdf`,
    );
    expect(Buffer.from(await served.arrayBuffer()).toString()).toBe('%PDF-1.4\nhallo\n');

    const longAgo = new Date(Date.now() - 600_000);
    const expired = await storage().signedUrl(key, {
      filename: 'offerte.pdf',
      contentType: 'application/pdf',
      disposition: 'attachment',
      issuedAt: longAgo,
      expiresAt: new Date(longAgo.getTime() + 300_000),
    });
    expect((await fetch(expired)).status).toBe(403);
  });
});

describe('directory storage', () => {
  it('verifies its own signatures only, and only until they expire', async () => {
    const storage = adapters.directory as DirectoryStorage;
    const key = newKey();
    const issuedAt = new Date('2026-11-23T12:00:00Z');
    const link = {
      filename: 'tekening.png',
      contentType: 'image/png',
      disposition: 'inline' as const,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + 300_000),
    };
    const query = Object.fromEntries(
      new URL(await storage.signedUrl(key, link), 'http://any.test').searchParams,
    );
    expect(await storage.verifiedLink(key, query, issuedAt)).toMatchObject({
      filename: 'tekening.png',
      contentType: 'image/png',
      disposition: 'inline',
    });
    expect(await storage.verifiedLink(key, query, link.expiresAt)).toBeNull();
    expect(await storage.verifiedLink(`${key}x`, query, issuedAt)).toBeNull();
    expect(await storage.verifiedLink(key, { ...query, type: 'text/html' }, issuedAt)).toBeNull();
    expect(await storage.verifiedLink(key, { ...query, signature: [query.signature] }, issuedAt)).toBeNull();
    // Another folder's key signs differently: a URL of one installation is worthless to another.
    const other = new DirectoryStorage({
      root: path.join(folder, 'files'),
      keyFile: path.join(folder, 'other.key'),
    });
    expect(await other.verifiedLink(key, query, issuedAt)).toBeNull();
    expect(fs.statSync(path.join(folder, 'url-signing.key')).mode & 0o777).toBe(0o600);
  });
});
