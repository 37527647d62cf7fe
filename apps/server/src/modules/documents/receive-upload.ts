import {
  Id,
  limits,
  type UploadFileResult,
  type UploadRefusedResponse,
  type UploadResponse,
  uploadRefusalText,
} from '@dossier/contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../auth/sessions.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import type { DocumentDeps } from './deps.ts';
import { malformedUpload } from './malformed-upload.ts';
import { checkUploadAccess } from './reads.ts';
import { storeFile } from './store-file.ts';

/** A request can hold every file at its largest, and the form around them. */
const MAX_REQUEST_BYTES = limits.uploadMaxFiles * limits.uploadMaxBytes + 1024 * 1024;

export type UploadOutcome =
  | { status: 200 | 201; body: UploadResponse }
  | { status: 413 | 422 | 503; body: UploadRefusedResponse };

const isFilesLimit = (error: unknown) => (error as { code?: string }).code === 'FST_FILES_LIMIT';

/** The parser's next part; its own refusals keep their status (413 limits), anything else it throws is a 400. */
async function nextPart(parts: AsyncIterator<Multipart>) {
  try {
    return await parts.next();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw malformedUpload();
  }
}

/**
 * POST /api/v1/documents: reads the multipart request part by part. `dossier_id` comes first and is checked before
 * any file is read (404, 403, 409); then each file is stored or refused on its own (storeFile), so one bad file does
 * not stop the others. The answer's status follows the contract (UploadResponse).
 */
export async function receiveUpload(deps: DocumentDeps, actor: Actor, request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'Stuur de bestanden als multipart/form-data');
  if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES)
    throw new HttpError(413, `Een upload is hoogstens ${limits.uploadMaxFiles} bestanden van 10MB`);
  let dossierId: string | undefined;
  const files: UploadFileResult[] = [];
  const parts = request.parts();
  try {
    for (let next = await nextPart(parts); !next.done; next = await nextPart(parts)) {
      const part = next.value;
      if (part.type === 'field') {
        if (part.fieldname !== 'dossier_id') continue;
        if (dossierId !== undefined) throw fieldError(['body', 'dossier_id'], 'dossier_id mag maar één keer');
        const parsed = Id.safeParse(part.value);
        if (!parsed.success) throw fieldError(['body', 'dossier_id'], 'Invalid UUID', 'invalid_format');
        await checkUploadAccess(deps, actor, parsed.data);
        dossierId = parsed.data;
        continue;
      }
      if (dossierId === undefined) {
        part.file.resume();
        throw fieldError(['body', 'dossier_id'], 'dossier_id moet vóór de bestanden komen', 'missing');
      }
      files.push(await storeFile(deps, actor, dossierId, part, files.length));
    }
  } catch (error) {
    // Files past the limit are skipped by the parser; the ones before it are answered as usual.
    if (!isFilesLimit(error)) {
      discardRest(request);
      throw error;
    }
    files.push({
      index: files.length,
      filename: '',
      status: 'refused',
      code: 'too_many_files',
      detail: uploadRefusalText.too_many_files(''),
    });
  }
  if (dossierId === undefined) throw fieldError(['body', 'dossier_id'], 'Field required', 'missing');
  if (files.length === 0) throw fieldError(['body', 'files'], 'Kies een of meer bestanden', 'missing');
  return outcomeOf(files);
}

/** A refusal answers at once; the rest of the body is read and dropped, so the client finishes sending and hears it. */
function discardRest(request: FastifyRequest): void {
  if (request.raw.readableEnded || request.raw.destroyed) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** 201 all stored; 200 some stored; none stored: 413 all too large, 503 storage failed, 422 otherwise. */
function outcomeOf(files: UploadFileResult[]): UploadOutcome {
  const refusals = files.flatMap((file) => (file.status === 'refused' ? [file] : []));
  if (refusals.length === 0) return { status: 201, body: { files } };
  if (refusals.length < files.length) return { status: 200, body: { files } };
  const detail = refusals.map((file) => ({
    loc: ['body', 'files', file.index],
    msg: file.detail,
    type: file.code,
  }));
  const status = refusals.every((file) => file.code === 'too_large')
    ? 413
    : refusals.some((file) => file.code === 'storage_failed')
      ? 503
      : 422;
  return { status, body: { detail, files } };
}
