import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Blobs in an S3-compatible bucket. A put first spools the stream to a temporary file (memory stays bounded, the
 * length is known, and S3 checks the SHA-256 we send), then stores it with one PutObject: the object appears whole or
 * not at all. Downloads are presigned GETs that name the file and its type.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // We send our own SHA-256 with each put; no trailing checksums, which many S3-compatible stores lack.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
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
      await this.client.send(
        new PutObjectCommand({
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
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFound(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async signedUrl(key: string, link: BlobLink): Promise<string> {
    assertKey(key);
    const seconds = Math.max(1, Math.round((link.expiresAt.getTime() - link.issuedAt.getTime()) / 1000));
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ResponseContentType: link.contentType,
      ResponseContentDisposition: contentDisposition(link.filename, { type: link.disposition }),
    });
    return getSignedUrl(this.client, command, { expiresIn: seconds, signingDate: link.issuedAt });
  }

  /** Ends the client's kept-alive connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
