import type { ServerFrame } from '@dossier/contract';
import { isMessageFrame, type LiveCache } from '../../lib/live-cache.ts';
import { chatKeys } from './api/query-keys.ts';

/** How long a typing signal shows without a new one. */
export const TYPING_SHOWN_MS = 5000;

/** Someone else typing in a dossier, shown until `until` (ms since the epoch). */
export interface Typist {
  user_id: string;
  name: string;
  until: number;
}

export const withoutExpired = (typists: readonly Typist[], now: number): Typist[] =>
  typists.filter((typist) => typist.until > now);

/**
 * Who types in a dossier after one live frame: a typing signal shows its sender for TYPING_SHOWN_MS (the server
 * never echoes one's own), and a message from someone ends their signal at once. `now` is the frame's arrival.
 */
export function applyTypingFrame(cache: LiveCache, frame: ServerFrame, { now }: { now: number }): void {
  if (frame.type === 'typing') {
    const typist = { user_id: frame.user_id, name: frame.user_name, until: now + TYPING_SHOWN_MS };
    // A repeated signal keeps its place in the list, so the names on screen do not shuffle.
    cache.setQueryData<Typist[]>(chatKeys.typing(frame.dossier_id), (typists = []) =>
      typists.some((other) => other.user_id === typist.user_id)
        ? typists.map((other) => (other.user_id === typist.user_id ? typist : other))
        : [...typists, typist],
    );
    return;
  }
  if (!isMessageFrame(frame) || !frame.sender_id) return;
  const senderId = frame.sender_id;
  cache.setQueryData<Typist[]>(chatKeys.typing(frame.dossier_id), (typists) =>
    typists?.some((typist) => typist.user_id === senderId)
      ? typists.filter((typist) => typist.user_id !== senderId)
      : typists,
  );
}
