import path from 'node:path';
import type { Config } from '../config.ts';
import { DirectoryStorage } from './directory-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { DirectoryStorage } from './directory-storage.ts';
export { S3Storage } from './s3-storage.ts';
export { BlobNotFound, type Storage, type StoredBlob } from './storage.ts';

/** The documents' storage the configuration asks for: the S3 bucket when S3_* is set, else DATA_DIR/files. */
export function storageFor(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new DirectoryStorage({
    root: path.join(config.dataDir, 'files'),
    keyFile: path.join(config.dataDir, 'url-signing.key'),
  });
}
