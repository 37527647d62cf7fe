import type { DocumentTextKind } from '@dossier/contract';
import { normalizeDocumentText } from './normalize-text.ts';
import { readPdfText } from './read-pdf-text.ts';
import { readXlsText, readXlsxText } from './read-sheet-text.ts';
import { readDocText, readDocxText } from './read-word-text.ts';

/** The stored kinds that hold text to read (the contract's; a type import costs the worker nothing at run time). */
export type { DocumentTextKind };

/**
 * Each kind's reader of raw text; maxChars, what the caller keeps, lets a reader stop early. Each loads its library
 * on first use, so a worker loads only the one its file needs.
 */
export const documentTextReaders: Record<
  DocumentTextKind,
  (bytes: Uint8Array, maxChars: number) => Promise<string>
> = {
  pdf: readPdfText,
  docx: readDocxText,
  doc: readDocText,
  xlsx: readXlsxText,
  xls: readXlsText,
};

/**
 * extractText without the contract: the worker thread imports this file alone, since loading the contract (zod and
 * every schema) would add about 250 ms to each worker's start. Throws when the file cannot be read as its kind.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  kind: DocumentTextKind,
  maxChars: number,
): Promise<string> {
  const raw = await documentTextReaders[kind](bytes, maxChars);
  return normalizeDocumentText(raw, maxChars);
}
