import type { MessagePage, MessageResponse } from '@dossier/contract';

/** A message on its way to the server, shown until the stored one (same client_id) arrives. */
export interface PendingMessage {
  client_id: string;
  message: string;
  created_at: string;
}

/** The chat of one dossier: stored messages by seq, the cursor for older pages, and own messages in flight. */
export interface Timeline {
  messages: MessageResponse[];
  pending: PendingMessage[];
  /** `before` of the oldest page loaded: the cursor for the next older page. */
  before: number | null;
  hasMore: boolean;
  loaded: boolean;
}

export const emptyTimeline: Timeline = {
  messages: [],
  pending: [],
  before: null,
  hasMore: false,
  loaded: false,
};

/** Adds messages, once each (by id), in dossier order (seq), whatever order they arrived in. */
export function mergeMessages(current: MessageResponse[], incoming: MessageResponse[]): MessageResponse[] {
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

/** The highest seq on screen, 0 for none. */
export const newestSeq = (messages: MessageResponse[]): number => messages.at(-1)?.seq ?? 0;

/**
 * Where the loaded run of messages has a hole: the seq after which one is missing (fetch with
 * after_seq=<it>), or null when the seqs are consecutive. Seqs number a dossier's messages 1, 2, 3, ...
 */
export function gapAfter(messages: MessageResponse[]): number | null {
  for (let index = 1; index < messages.length; index += 1) {
    if (messages[index].seq !== messages[index - 1].seq + 1) return messages[index - 1].seq;
  }
  return null;
}

export type TimelineAction =
  | { type: 'latest-page'; page: MessagePage }
  | { type: 'older-page'; page: MessagePage }
  | { type: 'received'; messages: MessageResponse[] }
  | { type: 'sending'; pending: PendingMessage }
  | { type: 'send-failed'; clientId: string };

const withoutSettled = (pending: PendingMessage[], messages: MessageResponse[]) => {
  if (pending.length === 0) return pending;
  const stored = new Set(messages.map((message) => message.client_id).filter(Boolean));
  const left = pending.filter((entry) => !stored.has(entry.client_id));
  return left.length === pending.length ? pending : left;
};

export function timelineReducer(state: Timeline, action: TimelineAction): Timeline {
  switch (action.type) {
    case 'latest-page': {
      const messages = mergeMessages(state.messages, action.page.messages);
      return {
        ...state,
        messages,
        pending: withoutSettled(state.pending, messages),
        before: action.page.before,
        hasMore: action.page.has_more,
        loaded: true,
      };
    }
    case 'older-page':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.messages),
        before: action.page.before ?? state.before,
        hasMore: action.page.has_more,
      };
    case 'received': {
      const messages = mergeMessages(state.messages, action.messages);
      const pending = withoutSettled(state.pending, action.messages);
      if (messages === state.messages && pending === state.pending) return state;
      return { ...state, messages, pending };
    }
    case 'sending':
      return { ...state, pending: [...state.pending, action.pending] };
    case 'send-failed':
      return { ...state, pending: state.pending.filter((entry) => entry.client_id !== action.clientId) };
  }
}
