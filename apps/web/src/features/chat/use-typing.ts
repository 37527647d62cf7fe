import { dossierChannel } from '@dossier/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvents, useLiveSocket } from '../../lib/live-socket-provider.tsx';

/** How long a typing signal shows without a new one, and how often one's own typing is announced. */
const SHOWN_MS = 5000;
const ANNOUNCE_EVERY_MS = 2500;

interface Typist {
  name: string;
  until: number;
}

/** Who else is typing in a dossier (the server never echoes one's own signal), and a throttled announcer for the user. */
export function useTyping(dossierId: string) {
  const live = useLiveSocket();
  const channel = dossierChannel(dossierId);
  const [typists, setTypists] = useState<Map<string, Typist>>(new Map());
  const lastAnnounced = useRef(0);

  useLiveEvents((frame) => {
    if (frame.type !== 'typing' || frame.dossier_id !== channel) return;
    setTypists((previous) =>
      new Map(previous).set(frame.user_id, { name: frame.user_name, until: Date.now() + SHOWN_MS }),
    );
  });

  useEffect(() => {
    if (typists.size === 0) return;
    const nextExpiry = Math.min(...[...typists.values()].map((typist) => typist.until));
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setTypists((previous) => new Map([...previous].filter(([, typist]) => typist.until > now)));
      },
      Math.max(0, nextExpiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typists]);

  /** A message from someone ends their typing signal at once. */
  const stoppedTyping = useCallback((userId: string | null) => {
    if (!userId) return;
    setTypists((previous) => {
      if (!previous.has(userId)) return previous;
      const next = new Map(previous);
      next.delete(userId);
      return next;
    });
  }, []);

  const announceTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastAnnounced.current < ANNOUNCE_EVERY_MS) return;
    lastAnnounced.current = now;
    live?.send({ type: 'typing', dossier_id: channel });
  }, [live, channel]);

  const names = [...typists.values()].map((typist) => typist.name);
  return { names, stoppedTyping, announceTyping };
}
