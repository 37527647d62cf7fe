import { canPreview, DocumentContentType, type DocumentResponse } from '@dossier/contract';
import { fullName } from '../users/index.ts';
import type { DocumentView } from './queries.ts';

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
  };
}
