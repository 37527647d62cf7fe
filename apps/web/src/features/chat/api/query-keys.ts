/** Cache keys of the chat feature, per dossier. */
export const chatKeys = {
  all: ['chat'] as const,
  /** The history pages (an infinite query, newest page first). */
  history: (dossierId: string) => ['chat', dossierId, 'history'] as const,
  /** Messages that arrived live or by catch-up; never fetched, so a page fetch in flight cannot overwrite them. */
  live: (dossierId: string) => ['chat', dossierId, 'live'] as const,
  /** Who else is typing in the dossier, each until their signal expires; written only by live frames. */
  typing: (dossierId: string) => ['chat', dossierId, 'typing'] as const,
  /** The chat opened at a search hit: pages around that message, paged both ways, apart from the live history. */
  jump: (dossierId: string, messageId: number) => ['chat', dossierId, 'jump', messageId] as const,
  /** The send mutations of a dossier, whose variables are the messages in flight. */
  send: (dossierId: string) => ['chat', dossierId, 'send'] as const,
};
