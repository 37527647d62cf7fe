import { dossierChannel, type MessageResponse, type ServerFrame } from '@dossier/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvents, useLiveOpen, useLiveSocket } from '../../lib/live-socket-provider.tsx';
import { getMessagePage, getMessagesAfter } from './api/get-messages.ts';
import { sendMessage } from './api/send-message.ts';
import {
  emptyTimeline,
  gapAfter,
  newestSeq,
  type Timeline,
  type TimelineAction,
  timelineReducer,
} from './message-timeline.ts';

/** A client_id for an idempotent send; randomUUID needs a secure context, getRandomValues does not. */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

const isMessageEvent = (frame: ServerFrame): frame is Extract<ServerFrame, { seq: number }> => 'seq' in frame;

function messageOf(frame: Extract<ServerFrame, { seq: number }>): MessageResponse {
  const { type: _eventType, ...message } = frame;
  return message;
}

export interface ChatTimelineOptions {
  /** Runs just before an older page is put above the current messages (to keep the scroll position). */
  beforeOlderPage?: () => void;
  /** Every message that arrives live, e.g. to end a typing indicator. */
  onLiveMessage?: (message: MessageResponse) => void;
}

/**
 * The chat of one dossier: the newest page, older pages on demand, live messages deduplicated by id,
 * and a catch-up (after_seq) whenever a seq is skipped or the live connection (re)opens, so a dropped
 * connection loses nothing on screen.
 */
export function useChatTimeline(dossierId: string, options: ChatTimelineOptions = {}) {
  const [timeline, setTimeline] = useState<Timeline>(emptyTimeline);
  // The reducer's state is mirrored in a ref so async steps (catch-up, paging) read what is on screen now.
  const current = useRef<Timeline>(emptyTimeline);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const olderInFlight = useRef(false);
  const catchUpRunning = useRef(false);
  const catchUpAgain = useRef(false);
  const disposed = useRef(false);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const live = useLiveSocket();
  const channel = dossierChannel(dossierId);

  const apply = useCallback((action: TimelineAction) => {
    if (disposed.current) return;
    current.current = timelineReducer(current.current, action);
    setTimeline(current.current);
  }, []);

  const catchUp = useCallback(async () => {
    if (!current.current.loaded) return;
    if (catchUpRunning.current) {
      catchUpAgain.current = true;
      return;
    }
    catchUpRunning.current = true;
    try {
      let from = gapAfter(current.current.messages) ?? newestSeq(current.current.messages);
      for (;;) {
        const missed = await getMessagesAfter(dossierId, from);
        apply({ type: 'received', messages: missed });
        const gap = gapAfter(current.current.messages);
        const again = catchUpAgain.current;
        catchUpAgain.current = false;
        // Stop when nothing new came back: a hole the server cannot fill must not loop forever.
        if (missed.length === 0 || disposed.current || (gap === null && !again)) break;
        from = gap ?? newestSeq(current.current.messages);
      }
    } catch {
      // The next live message with a gap, or the next reconnect, tries again.
    } finally {
      catchUpRunning.current = false;
    }
  }, [dossierId, apply]);

  const catchUpIfGap = useCallback(() => {
    if (current.current.loaded && gapAfter(current.current.messages) !== null) void catchUp();
  }, [catchUp]);

  useEffect(() => {
    disposed.current = false;
    getMessagePage(dossierId).then(
      (page) => {
        apply({ type: 'latest-page', page });
        catchUpIfGap();
      },
      () => !disposed.current && setLoadFailed(true),
    );
    return () => {
      disposed.current = true;
    };
  }, [dossierId, apply, catchUpIfGap]);

  useEffect(() => {
    if (!live) return;
    live.subscribe(channel);
    return () => live.unsubscribe(channel);
  }, [live, channel]);

  useLiveEvents((frame) => {
    if (!isMessageEvent(frame) || frame.dossier_id !== channel) return;
    const message = messageOf(frame);
    apply({ type: 'received', messages: [message] });
    latestOptions.current.onLiveMessage?.(message);
    catchUpIfGap();
  });

  // Messages stored while the socket was down (or before it first opened) are fetched after every open.
  useLiveOpen(() => void catchUp());

  const loadOlder = useCallback(async () => {
    const state = current.current;
    if (!state.loaded || !state.hasMore || olderInFlight.current) return;
    olderInFlight.current = true;
    setLoadingOlder(true);
    try {
      const page = await getMessagePage(dossierId, state.before);
      latestOptions.current.beforeOlderPage?.();
      apply({ type: 'older-page', page });
    } catch {
      // Scrolling to the top again retries.
    } finally {
      olderInFlight.current = false;
      if (!disposed.current) setLoadingOlder(false);
    }
  }, [dossierId, apply]);

  /** Sends a trimmed, non-empty message; false when it failed for good (the caller tells the user). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message) return true;
      const clientId = newClientId();
      apply({
        type: 'sending',
        pending: { client_id: clientId, message, created_at: new Date().toISOString() },
      });
      try {
        const stored = await sendMessage(dossierId, message, clientId);
        apply({ type: 'received', messages: [stored] });
        catchUpIfGap();
        return true;
      } catch {
        apply({ type: 'send-failed', clientId });
        return false;
      }
    },
    [dossierId, apply, catchUpIfGap],
  );

  return { timeline, loadFailed, loadingOlder, loadOlder, send };
}
