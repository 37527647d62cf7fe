import { limits, type SearchResult } from '@dossier/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './query-keys.ts';

/** GET /api/v1/search?q=[&cursor=]: a page of hits in the dossiers the user may read, best first. */
export const searchDossiers = (text: string, cursor: string | null, signal?: AbortSignal) =>
  api.get('/api/v1/search', {
    query: { q: text, cursor: cursor ?? undefined },
    answer: 'SearchResponse',
    signal,
  });

export const searchQueryOptions = (text: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(text),
    queryFn: ({ pageParam, signal }) => searchDossiers(text, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // The same text typed again within a minute shows what it found then, at once.
    staleTime: 60_000,
  });

/** Whether a text is long enough to search for (the contract's minimum, after trimming). */
export const isSearchable = (text: string) => text.trim().length >= limits.search.minChars;

/** What the search area shows for the typed text. */
export type SearchView =
  | { state: 'too-short' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'no-results'; text: string }
  /** `busy`: an answer is on its way (maybe for the typed text, while these hits are an earlier text's). */
  | { state: 'results'; results: SearchResult[]; busy: boolean };

/**
 * The hits for what is being typed: asked 250 ms after the last keystroke, from 2 characters on. While a new text
 * is on its way the previous hits stay (placeholder data), so the list does not flash empty between keystrokes.
 */
export function useSearch(typed: string) {
  const text = typed.trim();
  const [settledText] = useDebouncedValue(text, limits.search.debounceMs);
  const search = useInfiniteQuery({
    ...searchQueryOptions(settledText),
    enabled: isSearchable(text) && isSearchable(settledText),
    placeholderData: keepPreviousData,
  });
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const previous = settledText !== text || search.isPlaceholderData;
  const waiting = previous || search.isFetching;

  let view: SearchView;
  if (!isSearchable(text)) view = { state: 'too-short' };
  else if (search.isError && !waiting) view = { state: 'failed' };
  else if (results.length > 0)
    view = { state: 'results', results, busy: previous || (search.isFetching && !search.isFetchingNextPage) };
  else if (waiting || !search.data) view = { state: 'searching' };
  else view = { state: 'no-results', text };

  return {
    view,
    results: view.state === 'results' ? results : [],
    hasMore: search.hasNextPage && !search.isPlaceholderData,
    loadingMore: search.isFetchingNextPage,
    loadMore: () => void search.fetchNextPage({ cancelRefetch: false }),
    retry: () => void search.refetch(),
  };
}
