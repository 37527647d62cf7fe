import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  documentContentTypes,
  limits,
  type UploadFileResult,
  type UploadRefusal,
  uploadKindOf,
  uploadRefusalText,
} from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import { addDocument } from './commands/add-document.ts';
import { removeBlob } from './commands/remove-blob.ts';
import { ContentCheck, ContentRefused, TooLarge } from './content-check.ts';
import type { DocumentDeps } from './deps.ts';
import { sanitiseFilename } from './filename.ts';
import { malformedUpload } from './malformed-upload.ts';
import { presentDocument } from './presenter.ts';

/** One file part of a multipart upload, as @fastify/multipart hands it over (busboy's stream). */
export interface FilePart {
  filename: string | undefined;
  file: Readable & { truncated?: boolean };
}

const refused = (index: number, filename: string, code: UploadRefusal): UploadFileResult => ({
  index,
  filename,
  status: 'refused',
  code,
  detail: uploadRefusalText[code](filename),
});

/** Reads the rest of a part without keeping it, so the parser moves on to the next part of the request. */
async function skipRest(file: Readable): Promise<void> {
  if (file.readableEnded || file.destroyed) return;
  file.resume();
  await finished(file).catch(() => undefined);
}

/**
 * Stores one file of an upload into a dossier the actor may add to, or says why not: its name must claim one of
 * the seven kinds and its bytes must be that kind (ContentCheck), at most limits.uploadMaxBytes (cut off while it
 * streams). The bytes stream into storage under a key of ours; only when they are complete are the row and chat
 * entry written (addDocument). A refused or failed file leaves no bytes and no row. An error of the request itself
 * (the client went away) or of the row (the dossier closed meanwhile) is thrown, after removing the bytes.
 */
export async function storeFile(
  deps: DocumentDeps,
  actor: Actor,
  dossierId: string,
  part: FilePart,
  index: number,
): Promise<UploadFileResult> {
  const filename = sanitiseFilename(part.filename);
  const kind = uploadKindOf(filename);
  if (!kind) {
    await skipRest(part.file);
    return refused(index, filename, 'invalid_type');
  }

  // A body that ends inside this part (no closing boundary) makes the parser drop the part's stream unread: it
  // closes without an end, perhaps before we got to it, and a pipe from it would wait for ever.
  if (part.file.destroyed && !part.file.readableEnded) throw malformedUpload();
  const id = randomUUID();
  const storageKey = `dossiers/${dossierId}/${id}`;
  const check = new ContentCheck(kind, limits.uploadMaxBytes);
  let requestFailure: Error | undefined;
  // busboy stops a file at the limit and says so; it would end the stream quietly after skipping the rest.
  const onLimit = () => check.destroy(new TooLarge(limits.uploadMaxBytes));
  const onError = (error: Error) => {
    requestFailure = error;
    check.destroy(error);
  };
  const onClose = () => {
    if (!part.file.readableEnded) onError(malformedUpload());
  };
  part.file.on('limit', onLimit).on('error', onError).on('close', onClose);
  // A refusal can come before the storage attaches its pipeline (which then reports it): never an uncaught error.
  check.on('error', () => {});
  part.file.pipe(check);

  let blob: Awaited<ReturnType<DocumentDeps['storage']['put']>>;
  try {
    blob = await deps.storage.put(storageKey, check);
  } catch (error) {
    part.file.unpipe(check);
    // The request itself failed (cut off, or not ending its part): nothing more comes of this file.
    if (requestFailure) throw malformedUpload();
    await skipRest(part.file);
    if (error instanceof TooLarge) return refused(index, filename, 'too_large');
    if (error instanceof ContentRefused) return refused(index, filename, 'invalid_type');
    deps.logger.error({ err: error, filename }, 'a document could not be stored');
    return refused(index, filename, 'storage_failed');
  } finally {
    part.file.off('limit', onLimit).off('error', onError).off('close', onClose);
  }
  // The limit's event comes first; this is the belt to its braces.
  if (part.file.truncated) {
    await removeBlob(deps, storageKey);
    return refused(index, filename, 'too_large');
  }

  try {
    const document = await addDocument(deps, actor, {
      id,
      dossierId,
      filename,
      contentType: documentContentTypes[kind],
      size: blob.size,
      sha256: blob.sha256,
      storageKey,
    });
    return { index, filename, status: 'stored', document: presentDocument(document) };
  } catch (error) {
    await removeBlob(deps, storageKey);
    throw error;
  }
}
