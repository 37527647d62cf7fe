/**
 * Links into a dossier: the screen, or the screen opened at one message or document (a search hit). The dossier
 * screen (routes/dossier-page.tsx) reads the same parameters.
 */
export const dossierLinkParams = {
  /** The chat opens at this message id, highlighted. */
  message: 'bericht',
  /** This document's preview opens (or its download starts). */
  document: 'document',
} as const;

export const dossierPath = (dossierId: string) => `/app/dossier/${dossierId}`;

export type DossierItem = { messageId: number } | { documentId: string };

/** `/app/dossier/{id}`, with `?bericht={message id}` or `?document={document id}` when it opens at an item. */
export function dossierLink(dossierId: string, item?: DossierItem): string {
  if (!item) return dossierPath(dossierId);
  const query =
    'messageId' in item
      ? new URLSearchParams({ [dossierLinkParams.message]: String(item.messageId) })
      : new URLSearchParams({ [dossierLinkParams.document]: item.documentId });
  return `${dossierPath(dossierId)}?${query}`;
}

/** The message a link opens at: a positive whole number, or undefined for none (or a mistyped one). */
export function linkedMessageId(params: URLSearchParams): number | undefined {
  const value = params.get(dossierLinkParams.message);
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The document a link opens, or undefined. */
export const linkedDocumentId = (params: URLSearchParams): string | undefined =>
  params.get(dossierLinkParams.document) || undefined;
