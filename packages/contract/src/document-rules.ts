import type { DossierStatus } from './enums.ts';
import { limits } from './limits.ts';

/**
 * What the server and the web decide alike about documents (SPEC sections 2, 3 and 5), apart from the schemas in
 * documents.ts: the web's first page uses these without loading a schema.
 */

/** The seven kinds a dossier takes (SPEC section 5), named by extension. */
export type UploadKind = (typeof limits.uploadExtensions)[number];

/** The content type each kind is stored and served as: the server's finding, never the browser's guess. */
export const documentContentTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const satisfies Record<UploadKind, string>;

/** The kinds whose text is read for search (issue 22); images are found by their name alone. */
export const documentTextKinds = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const satisfies readonly UploadKind[];
export type DocumentTextKind = (typeof documentTextKinds)[number];
export const documentTextContentTypes: readonly string[] = documentTextKinds.map(
  (kind) => documentContentTypes[kind],
);

/** The content types a document is stored and served as. */
type ContentType = (typeof documentContentTypes)[UploadKind];

/** The kind a file name claims by its extension ('.jpg' is a jpeg too), or null when it is not one of the seven. */
export function uploadKindOf(filename: string): UploadKind | null {
  const extension = /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase();
  const kind = extension === 'jpg' ? 'jpeg' : extension;
  return limits.uploadExtensions.find((allowed) => allowed === kind) ?? null;
}

/** PDFs and images open inside the app (a preview); the office formats are only downloaded. */
export const previewContentTypes: readonly ContentType[] = [
  documentContentTypes.pdf,
  documentContentTypes.png,
  documentContentTypes.jpeg,
];
export const canPreview = (contentType: string) =>
  previewContentTypes.some((previewable) => previewable === contentType);

/** Any active member of a dossier that is not closed adds documents, guests (viewers) included. */
export const canUploadDocument = (dossier: { status: DossierStatus }) => dossier.status !== 'closed';

/** Only the company that uploaded a document removes it, and not from a closed dossier. */
export const canDeleteDocument = (
  actor: { company_id: string },
  dossier: { status: DossierStatus },
  document: { uploader_company_id: string },
) => dossier.status !== 'closed' && actor.company_id === document.uploader_company_id;
