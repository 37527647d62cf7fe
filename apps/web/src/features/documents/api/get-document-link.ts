import type { DocumentDisposition } from '@dossier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './query-keys.ts';

/** A signed URL is asked for again this long before it runs out, so a fresh render never gets a dying one. */
const RENEW_BEFORE_EXPIRY_MS = 30_000;

/**
 * GET /api/v1/documents/{id}/download: a signed URL that serves the bytes without our session, valid for a
 * few minutes; `inline` shows a PDF or image in the browser, `attachment` saves it under its original name. With
 * `version`, that version's bytes (issue 25); the newest without.
 */
export const getDocumentLink = (documentId: string, disposition: DocumentDisposition, version?: number) =>
  api.get(`/api/v1/documents/${documentId}/download`, {
    query: { disposition, version },
    answer: 'DownloadResponse',
  });

export const documentLinkQueryOptions = (
  documentId: string,
  disposition: DocumentDisposition,
  version?: number,
) =>
  queryOptions({
    queryKey: documentKeys.link(documentId, disposition, version),
    queryFn: () => getDocumentLink(documentId, disposition, version),
    // Fresh until shortly before it expires; then a new mount (a preview, a thumbnail) asks for a new one.
    staleTime: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expires_at) : Number.NaN;
      return Number.isNaN(expiresAt) ? 0 : Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS);
    },
  });

/**
 * The inline URL of a PDF or image (of one version, the newest when none is named), fetched only while `enabled`
 * (the preview is open, the thumbnail in view).
 */
export const useInlineLink = (documentId: string, enabled = true, version?: number) =>
  useQuery({ ...documentLinkQueryOptions(documentId, 'inline', version), enabled });
