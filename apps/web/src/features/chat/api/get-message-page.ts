import { limits } from '@dossier/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { chatKeys } from './query-keys.ts';

export const messagesPath = (dossierId: string) => `/api/v1/dossiers/${dossierId}/messages`;

/** GET .../messages?limit=50[&before=<id>]: the newest page, or the page older than `before`; oldest first. */
export const getMessagePage = (dossierId: string, before?: number | null) =>
  api.get(messagesPath(dossierId), {
    query: { limit: limits.messagePageSize, before: before ?? undefined },
    answer: 'MessagePage',
  });

/** The chat's history, paging upward: the first page is the newest, each next page the one older than it. */
export const messageHistoryQueryOptions = (dossierId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(dossierId),
    queryFn: ({ pageParam }) => getMessagePage(dossierId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (oldestPage) => (oldestPage.has_more ? (oldestPage.before ?? undefined) : undefined),
    // Live events and the after_seq catch-up keep it current; a refetch would reload every page again.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMessageHistory = (dossierId: string) =>
  useInfiniteQuery(messageHistoryQueryOptions(dossierId));
