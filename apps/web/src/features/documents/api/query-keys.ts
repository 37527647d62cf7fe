import type { DocumentDisposition } from '@dossier/contract';

/** Cache keys of the documents feature. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: ['documents', 'list'] as const,
  list: (dossierId: string) => ['documents', 'list', dossierId] as const,
  /**
   * A signed URL of one document, to save (attachment) or to show in the app (inline): of one version (issue 25),
   * the newest when none is named. A new version gets its own key, so a thumbnail never shows the old picture.
   */
  link: (documentId: string, disposition: DocumentDisposition, version?: number) =>
    ['documents', 'link', documentId, disposition, version ?? 'newest'] as const,
  links: (documentId: string) => ['documents', 'link', documentId] as const,
  /** The versions of one document, newest first (issue 25). */
  versions: (documentId: string) => ['documents', 'versions', documentId] as const,
};
