import {
  documentContentTypes,
  limits,
  type UploadKind,
  type UploadRefusal,
  uploadKindOf,
  uploadRefusalText,
} from '@dossier/contract';
import { nl } from '../../i18n/nl.ts';

/** A file picked for upload, with the reason it will not be sent (checked in the browser), or null. */
export interface SelectedFile {
  key: string;
  file: File;
  refusal: UploadRefusal | null;
}

/** What SPEC.md section 5 refuses before sending: a kind other than the seven, or more than 10 MB. */
export function refusalOf(file: Pick<File, 'name' | 'size'>): 'invalid_type' | 'too_large' | null {
  if (uploadKindOf(file.name) === null) return 'invalid_type';
  if (file.size > limits.uploadMaxBytes) return 'too_large';
  return null;
}

const keyOf = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * The selection after adding files (a drop or a pick), each file once: every file is checked, and the valid ones
 * beyond the number one upload takes (limits.uploadMaxFiles) wait for another upload.
 */
export function addToSelection(current: readonly SelectedFile[], added: readonly File[]): SelectedFile[] {
  const seen = new Set(current.map((entry) => entry.key));
  const next = current.map((entry) => ({ ...entry, refusal: refusalOf(entry.file) }));
  for (const file of added) {
    const key = keyOf(file);
    if (seen.has(key)) continue;
    seen.add(key);
    next.push({ key, file, refusal: refusalOf(file) });
  }
  return withFileLimit(next);
}

export function removeFromSelection(current: readonly SelectedFile[], key: string): SelectedFile[] {
  return withFileLimit(
    current
      .filter((entry) => entry.key !== key)
      .map((entry) => ({ ...entry, refusal: refusalOf(entry.file) })),
  );
}

function withFileLimit(entries: SelectedFile[]): SelectedFile[] {
  let valid = 0;
  return entries.map((entry) => {
    if (entry.refusal !== null) return entry;
    valid += 1;
    return valid > limits.uploadMaxFiles ? { ...entry, refusal: 'too_many_files' } : entry;
  });
}

/** Why the browser holds a file back (SPEC.md section 5), in the words the server uses for the same refusal. */
export const refusalText = (refusal: UploadRefusal, filename: string): string =>
  uploadRefusalText[refusal](filename);

/** Size in KB as SPEC.md section 2 shows it, e.g. '12,3 KB' (at least 0,1 for a non-empty file). */
export function sizeInKb(bytes: number): string {
  const kilobytes = bytes === 0 ? 0 : Math.max(0.1, bytes / 1024);
  return nl.documents.sizeKb(kilobytes.toLocaleString('nl-NL', { maximumFractionDigits: 1 }));
}

const EXTENSIONS: Record<UploadKind, string[]> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  xls: ['.xls'],
  xlsx: ['.xlsx'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
};

/** What the file picker offers: the seven kinds by content type and extension. */
export const pickerAccept: Record<string, string[]> = Object.fromEntries(
  limits.uploadExtensions.map((kind) => [documentContentTypes[kind], EXTENSIONS[kind]]),
);
