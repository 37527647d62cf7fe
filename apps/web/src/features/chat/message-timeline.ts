import type { MessagePage, MessageResponse } from '@dossier/contract';

/** A message on its way to the server, shown until the stored one (same client_id) arrives. */
export interface PendingMessage {
  client_id: string;
  message: string;
  created_at: string;
}

/** What the chat shows: stored messages in dossier order (seq), then the user's own messages in flight. */
export interface Timeline {
  messages: MessageResponse[];
  pending: PendingMessage[];
}

export interface TimelineSources {
  /** The history pages as the infinite query keeps them: newest page first, each page oldest first. */
  pages: readonly MessagePage[] | undefined;
  /** Messages that arrived live or by catch-up, in seq order. */
  live: readonly MessageResponse[];
  pending: readonly PendingMessage[];
}

/** Adds messages, once each (by id), in dossier order (seq), whatever order they arrived in. */
export function mergeMessages(
  current: MessageResponse[],
  incoming: readonly MessageResponse[],
): MessageResponse[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    if (!byId.has(message.id)) {
      byId.set(message.id, message);
      changed = true;
    }
  }
  if (!changed) return current;
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The loaded history oldest first: pages are fetched newest first, each page is oldest first. */
export function historyMessages(pages: readonly MessagePage[]): MessageResponse[] {
  if (pages.length === 1) return pages[0].messages;
  return pages.toReversed().flatMap((page) => page.messages);
}

/**
 * Two seq-ordered runs as one, in linear time (a chat may hold 20,000 messages). A seq is unique within a
 * dossier, so an equal seq is the same message: it is kept once.
 */
function mergeOrderedRuns(older: MessageResponse[], newer: readonly MessageResponse[]): MessageResponse[] {
  if (newer.length === 0) return older;
  if (older.length === 0) return [...newer];
  if (newer[0].seq > older[older.length - 1].seq) return [...older, ...newer];
  const merged: MessageResponse[] = [];
  let a = 0;
  let b = 0;
  while (a < older.length && b < newer.length) {
    const difference = older[a].seq - newer[b].seq;
    if (difference <= 0) merged.push(older[a++]);
    else merged.push(newer[b++]);
    if (difference === 0) b += 1;
  }
  while (a < older.length) merged.push(older[a++]);
  while (b < newer.length) merged.push(newer[b++]);
  return merged;
}

/** The chat on screen: history and live messages once each in seq order; own messages in flight until stored. */
export function timelineOf({ pages, live, pending }: TimelineSources): Timeline {
  const messages = mergeOrderedRuns(pages ? historyMessages(pages) : [], live);
  if (pending.length === 0) return { messages, pending: [] };
  const stored = new Set(messages.map((message) => message.client_id).filter(Boolean));
  return { messages, pending: pending.filter((entry) => !stored.has(entry.client_id)) };
}

/** The highest seq on screen, 0 for none. */
export const newestSeq = (messages: readonly MessageResponse[]): number => messages.at(-1)?.seq ?? 0;

/**
 * Where the loaded run of messages has a hole: the seq after which one is missing (fetch with
 * after_seq=<it>), or null when the seqs are consecutive. Seqs number a dossier's messages 1, 2, 3, ...
 */
export function gapAfter(messages: readonly MessageResponse[]): number | null {
  for (let index = 1; index < messages.length; index += 1) {
    if (messages[index].seq !== messages[index - 1].seq + 1) return messages[index - 1].seq;
  }
  return null;
}

/**
 * The first message the reader had not read when the chat opened: flagged `unread` by the server's page (after their
 * read_seq), or by a frame that came while the dossier was not on screen (issue 24); null when all was read.
 */
export const firstUnreadId = (messages: readonly MessageResponse[]): number | null =>
  messages.find((message) => message.unread)?.id ?? null;

/** The messages as read: unread flags cleared, the same array when none was set. */
export function withoutUnread(messages: MessageResponse[]): MessageResponse[] {
  if (!messages.some((message) => message.unread)) return messages;
  return messages.map((message) => (message.unread ? { ...message, unread: false } : message));
}
