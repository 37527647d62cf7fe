import {
  canPreview,
  DocumentContentType,
  type DocumentResponse,
  type DocumentVersion,
} from '@dossier/contract';
import { fullName } from '../users/index.ts';
import type { DocumentView, VersionView } from './queries.ts';

export function presentDocument(document: DocumentView): DocumentResponse {
  return {
    id: document.id,
    dossier_id: document.dossier_id,
    filename: document.filename,
    // Only the server's own findings are stored (upload.ts): one of the seven types.
    content_type: DocumentContentType.parse(document.content_type),
    size: Number(document.size_bytes),
    sha256: document.sha256,
    created_at: document.created_at.toISOString(),
    uploader_id: document.uploader_id,
    uploader_name:
      document.uploader_first_name === null
        ? null
        : fullName({
            first_name: document.uploader_first_name,
            last_name: document.uploader_last_name ?? '',
          }),
    uploader_company_id: document.uploader_company_id,
    uploader_company_name: document.uploader_company_name,
    previewable: canPreview(document.content_type),
    version: document.version,
  };
}

const uploaderName = (row: { uploader_first_name: string | null; uploader_last_name: string | null }) =>
  row.uploader_first_name === null
    ? null
    : fullName({ first_name: row.uploader_first_name, last_name: row.uploader_last_name ?? '' });

/** One version of a document (issue 25); `current` for the newest, the one the list shows. */
export function presentVersion(version: VersionView, newest: number): DocumentVersion {
  return {
    document_id: version.document_id,
    version: version.version,
    filename: version.filename,
    content_type: DocumentContentType.parse(version.content_type),
    size: Number(version.size_bytes),
    sha256: version.sha256,
    created_at: version.created_at.toISOString(),
    uploader_id: version.uploader_id,
    uploader_name: uploaderName(version),
    previewable: canPreview(version.content_type),
    current: version.version === newest,
  };
}
