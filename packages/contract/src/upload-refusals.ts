import type { UploadRefusal } from './documents.ts';
import { limits } from './limits.ts';

const MEGABYTES = limits.uploadMaxBytes / (1024 * 1024);

/**
 * Why a file is not stored, in SPEC section 5's words where it has them, said once: the server answers it as a refused
 * file's `detail`, the web shows that detail as given and words its own checks before sending with the same texts.
 */
export const uploadRefusalText: Record<UploadRefusal, (filename: string) => string> = {
  too_large: (filename) => `${filename}: groter dan ${MEGABYTES}MB`,
  invalid_type: (filename) => `${filename}: ongeldig bestandstype`,
  // The browser names each file it holds back; the server cannot tell which files the parser skipped ('').
  too_many_files: (filename) =>
    filename
      ? `${filename}: meer dan ${limits.uploadMaxFiles} bestanden in één upload`
      : `Te veel bestanden: maximaal ${limits.uploadMaxFiles} per upload`,
  storage_failed: (filename) => `${filename}: opslaan mislukt, probeer het later opnieuw`,
};
