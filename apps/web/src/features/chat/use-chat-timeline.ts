import { dossierChannel } from '@dossier/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLiveOpens } from '../../lib/live-cache.ts';
import { useLiveSocket } from '../../lib/live-socket-provider.tsx';
import { useMessageHistory } from './api/get-message-page.ts';
import { useLiveMessages } from './api/live-messages.ts';
import { pendingMessage, usePendingMessages, useSendMessage } from './api/send-message.ts';
import { gapAfter, timelineOf } from './message-timeline.ts';
import { useMessageCatchUp } from './use-message-catch-up.ts';

/**
 * The chat of one dossier, all of it in the query cache: history pages (an infinite query paging upward),
 * live messages deduplicated by id (put there by applyChatFrame), own messages in flight (the pending sends),
 * and a catch-up (after_seq) whenever a seq is skipped or the live connection (re)opens, so a dropped
 * connection loses nothing on screen.
 */
export function useChatTimeline(dossierId: string) {
  const live = useLiveSocket();
  const channel = dossierChannel(dossierId);
  const history = useMessageHistory(dossierId);
  const liveMessages = useLiveMessages(dossierId);
  const pending = usePendingMessages(dossierId);
  const pages = history.data?.pages;
  const timeline = useMemo(
    () => timelineOf({ pages, live: liveMessages, pending }),
    [pages, liveMessages, pending],
  );
  const loaded = pages !== undefined;
  const catchUp = useMessageCatchUp(dossierId, loaded);
  const opens = useLiveOpens();
  const opensSeen = useRef(opens);

  useEffect(() => {
    if (!live) return;
    live.subscribe(channel);
    return () => live.unsubscribe(channel);
  }, [live, channel]);

  // Messages stored while the socket was down (or before it first opened) are fetched after every open.
  useEffect(() => {
    if (opens === opensSeen.current) return;
    opensSeen.current = opens;
    void catchUp();
  }, [opens, catchUp]);

  // A hole in the seqs (a frame lost in transit) is filled at once, whatever revealed it.
  useEffect(() => {
    if (loaded && gapAfter(timeline.messages) !== null) void catchUp();
  }, [loaded, timeline.messages, catchUp]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    // cancelRefetch false: a second call while the page is on its way joins it instead of restarting it.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { mutateAsync } = useSendMessage(dossierId);
  /** Sends a trimmed, non-empty message; false when it failed for good (the caller tells the user). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message) return true;
      return mutateAsync(pendingMessage(message)).then(
        () => true,
        () => false,
      );
    },
    [mutateAsync],
  );

  return {
    timeline,
    loaded,
    loadFailed: history.isError && !loaded,
    loadingOlder: isFetchingNextPage,
    loadOlder,
    send,
  };
}
