import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../../src/storage/s3-storage.ts';

const BUCKET = 'dossier-documents';

/**
 * A real S3-compatible server on loopback (s3rver, files in a temporary folder) with one bucket. It accepts
 * presigned URLs and checks their expiry, but not V4 signatures: an altered signature is not refused here.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-s3-'));
  const start = async (port = 0) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const listening = await server.run();
    return { server, port: listening.port };
  };
  let running = await start();
  const options: S3Options = {
    endpoint: `http://127.0.0.1:${running.port}`,
    bucket: BUCKET,
    region: 'eu-west-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    /** The objects' files as s3rver keeps them (for tests that look for leftovers). */
    directory,
    /** Stops answering, as an unreachable store does; `resume` starts again on the same port and data. */
    async pause() {
      await running.server.close();
    },
    async resume() {
      running = await start(running.port);
    },
    async close() {
      await running.server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
