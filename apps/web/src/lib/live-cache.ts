import type { ServerFrame } from '@dossier/contract';
import { type QueryClient, type QueryKey, skipToken, useQuery } from '@tanstack/react-query';

/**
 * What a feature's apply<Area>Frame may do to the query cache. The app's QueryClient is one; a test passes a fresh
 * QueryClient, so the functions run without React.
 */
export type LiveCache = Pick<
  QueryClient,
  'getQueryData' | 'setQueryData' | 'invalidateQueries' | 'removeQueries' | 'isFetching'
>;

/** A frame that announces a stored message (chat_message, system, document_added, document_removed). */
export type MessageFrame = Extract<ServerFrame, { seq: number }>;

export const isMessageFrame = (frame: ServerFrame): frame is MessageFrame => 'seq' in frame;

/** The dossier a frame is about (the contract parsed 'dossier:{id}' into the id), if any. */
export const dossierOfFrame = (frame: ServerFrame): string | undefined =>
  'dossier_id' in frame ? frame.dossier_id : undefined;

/** A fetch still on its way may predate the frame just applied: fetch again rather than lose the frame. */
export function refetchIfInFlight(cache: LiveCache, queryKey: QueryKey): void {
  if (cache.isFetching({ queryKey }) > 0) void cache.invalidateQueries({ queryKey });
}

const liveOpensKey = ['live', 'opens'] as const;

/** Counts the live connection's (re)opens in the cache; the one syncer calls it on every open. */
export function noteLiveOpen(cache: LiveCache): void {
  cache.setQueryData<number>(liveOpensKey, (opens = 0) => opens + 1);
}

/** How often the live connection has opened: a screen that fetches what it missed on every open watches it. */
export const useLiveOpens = (): number =>
  useQuery({
    queryKey: liveOpensKey,
    queryFn: skipToken,
    initialData: 0,
    staleTime: Number.POSITIVE_INFINITY,
  }).data ?? 0;
