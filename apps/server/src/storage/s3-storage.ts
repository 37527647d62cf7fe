import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { create as contentDisposition } from 'content-disposition';
import {
  assertKey,
  type BlobLink,
  BlobNotFound,
  Meter,
  type Storage,
  type StoredBlob,
  WRITE_BUFFER,
} from './storage.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, most self-hosted stores) instead of in the host name. */
  forcePathStyle: boolean;
}

/**
 * The AWS SDK, loaded when a bucket is first used: it is the largest library of the server (several MB of heap), and
 * the embedded mode with the directory storage never needs it.
 */
const loadSdk = async () => {
  const [s3, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, getSignedUrl: presigner.getSignedUrl };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Blobs in an S3-compatible bucket. A put first spools the stream to a temporary file (memory stays bounded, the
 * length is known, and S3 checks the SHA-256 we send), then stores it with one PutObject: the object appears whole or
 * not at all. Downloads are presigned GETs that name the file and its type.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly options: S3Options) {}

  /** The SDK and one client, made on first use. */
  private connect() {
    this.connection ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.options.endpoint,
        region: this.options.region,
        forcePathStyle: this.options.forcePathStyle,
        credentials: { accessKeyId: this.options.accessKeyId, secretAccessKey: this.options.secretAccessKey },
        // We send our own SHA-256 with each put; no trailing checksums, which many S3-compatible stores lack.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  async put(key: string, body: Readable): Promise<StoredBlob> {
    assertKey(key);
    const spool = path.join(os.tmpdir(), `dossier-upload-${randomUUID()}`);
    const meter = new Meter();
    try {
      await pipeline(
        body,
        meter,
        createWriteStream(spool, { flags: 'wx', mode: 0o600, highWaterMark: WRITE_BUFFER }),
      );
      const blob = meter.result();
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: createReadStream(spool),
          ContentLength: blob.size,
          ChecksumSHA256: Buffer.from(blob.sha256, 'hex').toString('base64'),
        }),
      );
      return blob;
    } finally {
      await fs.rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number }> {
    assertKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(sdk, error)) throw new BlobNotFound(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async signedUrl(key: string, link: BlobLink): Promise<string> {
    assertKey(key);
    const seconds = Math.max(1, Math.round((link.expiresAt.getTime() - link.issuedAt.getTime()) / 1000));
    const { sdk, client } = await this.connect();
    const command = new sdk.GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ResponseContentType: link.contentType,
      ResponseContentDisposition: contentDisposition(link.filename, { type: link.disposition }),
    });
    return sdk.getSignedUrl(client, command, { expiresIn: seconds, signingDate: link.issuedAt });
  }

  /** Ends the client's kept-alive connections (tests, shutdown). */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) (await connection).client.destroy();
  }
}
