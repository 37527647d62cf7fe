import { z } from 'zod';
import { Id, Timestamp, ValidationIssue } from './common.ts';
import { documentContentTypes } from './document-rules.ts';

/**
 * Documents of a dossier: SPEC sections 2 (side panel, upload modal), 3 (Document), 5 (Upload) and 7.
 * The bytes live in storage; the server checks every file by its content as well as its name.
 */

export const DocumentContentType = z.enum([
  documentContentTypes.pdf,
  documentContentTypes.doc,
  documentContentTypes.docx,
  documentContentTypes.xls,
  documentContentTypes.xlsx,
  documentContentTypes.png,
  documentContentTypes.jpeg,
]);
export type DocumentContentType = z.infer<typeof DocumentContentType>;

export const DocumentResponse = z.object({
  id: Id,
  dossier_id: Id,
  /** The name as stored: no folders, no control characters, at most limits.documentFilenameMax characters. */
  filename: z.string(),
  content_type: DocumentContentType,
  /** Bytes. */
  size: z.number().int(),
  /** SHA-256 of the bytes, lowercase hex. */
  sha256: z.string(),
  created_at: Timestamp,
  uploader_id: Id.nullable(),
  uploader_name: z.string().nullable(),
  uploader_company_id: Id,
  uploader_company_name: z.string(),
  /** A PDF, PNG or JPEG: the download call gives an inline URL for it too. */
  previewable: z.boolean(),
  /**
   * The version shown, from 1: a file uploaded under the name (compared case-insensitively) of one of the dossier's
   * present documents of the same company is its next version (issue 25). The other fields describe this version
   * (created_at: when it was added, uploader: who added it); the id stays the document's.
   */
  version: z.number().int().min(1),
});
export type DocumentResponse = z.infer<typeof DocumentResponse>;

/**
 * One version of a document, as GET /api/v1/documents/{id}/versions lists them (newest first). Its bytes: the
 * download call with `version` (GET /api/v1/documents/{id}/download?version=N).
 */
export const DocumentVersion = z.object({
  document_id: Id,
  version: z.number().int().min(1),
  /** The name as this version was uploaded (the same name up to upper and lower case). */
  filename: z.string(),
  content_type: DocumentContentType,
  size: z.number().int(),
  sha256: z.string(),
  created_at: Timestamp,
  uploader_id: Id.nullable(),
  uploader_name: z.string().nullable(),
  previewable: z.boolean(),
  /** The document's newest version: the one its list item shows. */
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof DocumentVersion>;

/**
 * GET /api/v1/documents/{id}/versions: every version of a present document, newest first; for whoever reads the
 * document (the dossier's active members, guests included); 404 for anyone else and for a removed document.
 */
export const DocumentVersionList = z.array(DocumentVersion);
export type DocumentVersionList = z.infer<typeof DocumentVersionList>;

/** GET /api/v1/dossiers/{id}/documents: the dossier's documents, newest first, for its active members. */
export const DocumentList = z.array(DocumentResponse);
export type DocumentList = z.infer<typeof DocumentList>;

/**
 * Why one file of an upload was not stored, worded once in uploadRefusalText (SPEC section 5):
 * too_large '{file}: groter dan 10MB', invalid_type '{file}: ongeldig bestandstype'.
 * too_many_files: the request had more than limits.uploadMaxFiles files (one entry for the rest, filename '').
 * storage_failed: the server could not store it (try again later).
 */
export const UploadRefusal = z.enum(['too_large', 'invalid_type', 'too_many_files', 'storage_failed']);
export type UploadRefusal = z.infer<typeof UploadRefusal>;

const fileOutcome = {
  /** The file's position among the request's files, from 0: maps each result back to the file sent. */
  index: z.number().int().min(0),
  /** The stored (sanitised) name. */
  filename: z.string(),
};

export const StoredFile = z.object({
  ...fileOutcome,
  status: z.literal('stored'),
  document: DocumentResponse,
});
export const RefusedFile = z.object({
  ...fileOutcome,
  status: z.literal('refused'),
  code: UploadRefusal,
  /** Dutch, e.g. 'offerte.exe.pdf: ongeldig bestandstype'. */
  detail: z.string(),
});
export const UploadFileResult = z.discriminatedUnion('status', [StoredFile, RefusedFile]);
export type UploadFileResult = z.infer<typeof UploadFileResult>;

/**
 * POST /api/v1/documents, multipart/form-data: the field `dossier_id` first, then one or more files (any field
 * name, at most limits.uploadMaxFiles, each at most limits.uploadMaxBytes). Each file is checked and stored on its
 * own: a refused file leaves nothing behind and does not stop the others. Each stored file is a document_added
 * entry in the chat, announced live.
 *
 * - 201 UploadResponse: every file stored.
 * - 200 UploadResponse: some stored, some refused (see each file's status).
 * - none stored, UploadRefusedResponse (detail: one issue per refused file at ['body', 'files', index], its type the
 *   refusal code): 413 when every file was too large, 503 when storage failed, 422 otherwise.
 * - before any file, a plain {detail}: 401; 404 not a member (or no such dossier); 403 a guest whose access ended;
 *   409 a closed dossier; 413 a request larger than uploadMaxFiles x uploadMaxBytes; 415 not multipart;
 *   422 with loc ['body', 'dossier_id'] (missing, not an id, or after the files) or ['body', 'files'] (no file).
 * - 400 {detail}: the body is not valid multipart or ends before its closing boundary (files stored before stay).
 */
export const UploadResponse = z.object({ files: z.array(UploadFileResult) });
export type UploadResponse = z.infer<typeof UploadResponse>;
export const UploadRefusedResponse = z.object({
  detail: z.array(ValidationIssue),
  files: z.array(UploadFileResult),
});
export type UploadRefusedResponse = z.infer<typeof UploadRefusedResponse>;

export const DocumentParams = z.object({ id: Id });
/** DELETE /api/v1/documents/{docId}/{dossierId}: the document id comes first (SPEC section 7). 204 when removed. */
export const DeleteDocumentParams = z.object({ docId: Id, dossierId: Id });

/** attachment downloads; inline shows a PDF or image in the browser (previews: 422 for other kinds). */
export const DocumentDisposition = z.enum(['attachment', 'inline']);
export type DocumentDisposition = z.infer<typeof DocumentDisposition>;

/** A version number (from 1) in a query string; absent: the document's newest version. */
export const VersionNumber = z.coerce.number().int().min(1).max(2_147_483_647);

/** `version`: one of the document's versions (404 when it has no such version); the newest without it. */
export const DownloadQuery = z.object({
  disposition: DocumentDisposition.default('attachment'),
  version: VersionNumber.optional(),
});
export type DownloadQuery = z.infer<typeof DownloadQuery>;

/**
 * GET /api/v1/documents/{id}/download: a URL that serves the bytes without a bearer token, valid until expires_at
 * (limits.downloadUrlSeconds). It may point at another host (object storage): fetch it without credentials. The
 * answer carries the original name (RFC 6266), the stored content type and, from our own storage,
 * X-Content-Type-Options: nosniff and Content-Security-Policy: default-src 'none'; sandbox. After expiry or when
 * altered it answers 403.
 */
export const DownloadResponse = z.object({
  signed_url: z.string(),
  expires_at: Timestamp,
  disposition: DocumentDisposition,
});
export type DownloadResponse = z.infer<typeof DownloadResponse>;
