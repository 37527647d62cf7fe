import { limits, type MessagePage, type MessageResponse } from '@dossier/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagesPath } from './get-message-page.ts';
import { chatKeys } from './query-keys.ts';

/** Which page of the jump view: the one around the hit, one older (before an id) or one newer (after a seq). */
export type JumpPageParam = { around: number } | { before: number } | { after_seq: number };

/**
 * GET .../messages?around=<id> (the page holding it, messages before and after), ?before=<id> (older) or
 * ?after_seq=<seq> (newer), 50 at a time, oldest first.
 */
export const getJumpPage = (dossierId: string, param: JumpPageParam, signal?: AbortSignal) =>
  api.get(messagesPath(dossierId), {
    query: { limit: limits.messagePageSize, ...param },
    answer: 'MessagePage',
    signal,
  });

/** The page before the oldest one shown, if there is one (an around or older page says so in has_more). */
export function olderPageParam(oldest: MessagePage, param: JumpPageParam): JumpPageParam | undefined {
  if ('after_seq' in param || !oldest.has_more || oldest.before === null) return undefined;
  return { before: oldest.before };
}

/** The page after the newest one shown: an around page says so in has_more_after, a newer page in has_more. */
export function newerPageParam(newest: MessagePage, param: JumpPageParam): JumpPageParam | undefined {
  const last = newest.messages.at(-1);
  const more = 'around' in param ? newest.has_more_after : 'after_seq' in param && newest.has_more;
  return more && last ? { after_seq: last.seq } : undefined;
}

/** The pages of a bidirectional query are kept in order (older ones put in front): the messages, oldest first. */
export const jumpMessages = (data: InfiniteData<MessagePage> | undefined): MessageResponse[] =>
  data?.pages.flatMap((page) => page.messages) ?? [];

/**
 * The chat around a search hit, under its own key (the live history is left as it is): older pages in front as the
 * reader scrolls up, newer ones behind as they scroll down.
 */
export const messagesAroundQueryOptions = (dossierId: string, messageId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.jump(dossierId, messageId),
    queryFn: ({ pageParam, signal }) => getJumpPage(dossierId, pageParam, signal),
    initialPageParam: { around: messageId } as JumpPageParam,
    getPreviousPageParam: (oldest, _pages, param) => olderPageParam(oldest, param),
    getNextPageParam: (newest, _pages, param) => newerPageParam(newest, param),
    // The view is left for the live chat; a refetch would load every page again for nothing.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export const useMessagesAround = (dossierId: string, messageId: number) =>
  useInfiniteQuery(messagesAroundQueryOptions(dossierId, messageId));
