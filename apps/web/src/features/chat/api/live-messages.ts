import type { MessageResponse } from '@dossier/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { LiveCache } from '../../../lib/live-cache.ts';
import { mergeMessages } from '../message-timeline.ts';
import { chatKeys } from './query-keys.ts';

const NONE: MessageResponse[] = [];

/** The messages of a dossier that arrived over the live socket, by catch-up or as the answer to a send. */
export const liveMessagesQueryOptions = (dossierId: string) =>
  queryOptions({
    queryKey: chatKeys.live(dossierId),
    // Written only through addLiveMessages: there is nothing to fetch.
    queryFn: skipToken,
    initialData: NONE,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLiveMessages = (dossierId: string) =>
  useQuery(liveMessagesQueryOptions(dossierId)).data ?? NONE;

/** Puts messages into the cache once each (by id), in seq order. */
export function addLiveMessages(cache: LiveCache, dossierId: string, incoming: readonly MessageResponse[]) {
  cache.setQueryData<MessageResponse[]>(chatKeys.live(dossierId), (current = NONE) =>
    mergeMessages(current, incoming),
  );
}
