import type { MessagePage, MessageResponse } from '@dossier/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { getMessagesAfter } from './api/get-messages-after.ts';
import { addLiveMessages } from './api/live-messages.ts';
import { chatKeys } from './api/query-keys.ts';
import { gapAfter, newestSeq, timelineOf } from './message-timeline.ts';

/** The stored messages of a dossier as the cache holds them now; null until its first page is loaded. */
function cachedMessages(queryClient: QueryClient, dossierId: string): MessageResponse[] | null {
  const history = queryClient.getQueryData<InfiniteData<MessagePage>>(chatKeys.history(dossierId));
  if (!history) return null;
  const live = queryClient.getQueryData<MessageResponse[]>(chatKeys.live(dossierId)) ?? [];
  return timelineOf({ pages: history.pages, live, pending: [] }).messages;
}

/**
 * Fetches what the chat misses with GET ...?after_seq=N (DESIGN.md section 5): from the first hole in the
 * seqs, else from the newest. One run at a time; a request during a run makes it go round once more.
 * Asked before the first page is there, it runs as soon as that page is.
 */
export function useMessageCatchUp(dossierId: string, historyLoaded: boolean) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const again = useRef(false);
  const wanted = useRef(false);
  const mounted = useRef(true);

  const catchUp = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    if (!cachedMessages(queryClient, dossierId)) {
      wanted.current = true;
      return;
    }
    running.current = true;
    try {
      for (;;) {
        again.current = false;
        const before = cachedMessages(queryClient, dossierId) ?? [];
        const missed = await getMessagesAfter(dossierId, gapAfter(before) ?? newestSeq(before));
        addLiveMessages(queryClient, dossierId, missed);
        const after = cachedMessages(queryClient, dossierId) ?? [];
        // Nothing new came back, or no hole is left: stop (a hole the server cannot fill must not loop forever).
        const done = after.length === before.length || gapAfter(after) === null;
        if (!mounted.current || (done && !again.current)) break;
      }
    } catch {
      // The next live message with a gap, or the next reconnect, tries again.
    } finally {
      running.current = false;
    }
  }, [queryClient, dossierId]);

  useEffect(() => {
    mounted.current = true;
    // Back to a chat still in the cache: frames kept it current, but a reconnect meanwhile caught up only open chats.
    if (cachedMessages(queryClient, dossierId)) void catchUp();
    return () => {
      mounted.current = false;
    };
  }, [queryClient, dossierId, catchUp]);

  useEffect(() => {
    if (historyLoaded && wanted.current) {
      wanted.current = false;
      void catchUp();
    }
  }, [historyLoaded, catchUp]);

  return catchUp;
}
