import type { DocumentDisposition } from '@dossier/contract';

/** Cache keys of the documents feature. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: ['documents', 'list'] as const,
  list: (dossierId: string) => ['documents', 'list', dossierId] as const,
  /** A signed URL of one document, to save (attachment) or to show in the app (inline). */
  link: (documentId: string, disposition: DocumentDisposition) =>
    ['documents', 'link', documentId, disposition] as const,
  links: (documentId: string) => ['documents', 'link', documentId] as const,
};
