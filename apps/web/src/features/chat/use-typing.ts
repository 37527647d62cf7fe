import { dossierChannel } from '@dossier/contract';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveSocket } from '../../lib/live-socket-provider.tsx';
import { chatKeys } from './api/query-keys.ts';
import { type Typist, withoutExpired } from './live-typing.ts';

/** How often one's own typing is announced. */
const ANNOUNCE_EVERY_MS = 2500;
const NONE: Typist[] = [];

/**
 * Who else is typing in a dossier (kept in the cache by applyTypingFrame), and a throttled announcer for the user.
 * The timer that ends an expired signal lives here, with the screen that shows it.
 */
export function useTyping(dossierId: string) {
  const live = useLiveSocket();
  const queryClient = useQueryClient();
  const channel = dossierChannel(dossierId);
  const typists =
    useQuery({
      queryKey: chatKeys.typing(dossierId),
      queryFn: skipToken,
      initialData: NONE,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? NONE;
  const lastAnnounced = useRef(0);

  useEffect(() => {
    if (typists.length === 0) return;
    const nextExpiry = Math.min(...typists.map((typist) => typist.until));
    const timer = setTimeout(
      () =>
        queryClient.setQueryData<Typist[]>(chatKeys.typing(dossierId), (current = NONE) =>
          withoutExpired(current, Date.now()),
        ),
      Math.max(0, nextExpiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typists, queryClient, dossierId]);

  const announceTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastAnnounced.current < ANNOUNCE_EVERY_MS) return;
    lastAnnounced.current = now;
    live?.send({ type: 'typing', dossier_id: channel });
  }, [live, channel]);

  // A signal that expired while no one watched (another dossier was open) is not shown.
  const names = withoutExpired(typists, Date.now()).map((typist) => typist.name);
  return { names, announceTyping };
}
