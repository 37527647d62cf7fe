import { documentContentTypes, limits, type UploadKind, uploadKindOf } from '@dossier/contract';
import { type DocumentTextKind, documentTextReaders, readDocumentText } from './read-document-text.ts';

export type { DocumentTextKind } from './read-document-text.ts';

const isTextKind = (kind: UploadKind | null): kind is DocumentTextKind =>
  kind !== null && kind in documentTextReaders;

/**
 * Which reader a stored document needs, or null when it holds no text to read. The stored content type is the
 * server's finding from the bytes, so it decides; the name's extension only when the type is not one of ours.
 */
export function textKindOf(contentType: string, filename: string): DocumentTextKind | null {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const byContent = (Object.keys(documentContentTypes) as UploadKind[]).find(
    (kind) => documentContentTypes[kind] === mediaType,
  );
  const kind = byContent ?? uploadKindOf(filename);
  return isTextKind(kind) ? kind : null;
}

/**
 * The plain text of a document for search: pdf every page, doc and docx the body, xls and xlsx every sheet (its
 * name, then a line per row, cells apart by tabs). Whitespace normalised, NUL and other control characters gone,
 * at most limits.documentText.maxChars. Pure library calls: no network, no child process. It blocks the thread and
 * takes what memory the file asks, so the server calls it through extractInWorker, never on the event loop. Throws
 * when the file cannot be read as its kind.
 */
export function extractText(bytes: Uint8Array, kind: DocumentTextKind): Promise<string> {
  return readDocumentText(bytes, kind, limits.documentText.maxChars);
}
