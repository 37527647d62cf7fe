import { limits } from '@dossier/contract';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FlatIndexLocationWithAlign, FollowOutput, VirtuosoHandle } from 'react-virtuoso';
import { LazyVirtuoso } from '../../../components/lazy-virtuoso.ts';
import { removedDocumentIds } from '../chat-days.ts';
import type { ChatContext, ChatRow, JumpTarget, Reader } from './message-item.tsx';
import { rowKey } from './message-item.tsx';
import { chatListProps, FirstPage } from './message-list-parts.tsx';
import { useFocusOnce } from './use-focus-once.ts';

/** Within this distance of the bottom the list follows new messages; further up the reader stays put. */
const FOLLOW_BOTTOM_PX = 80;

interface MessageListProps {
  rows: ChatRow[];
  reader: Reader;
  /** Scrolled within 100 px of the top (or the rows do not fill the view): time for the next older page. */
  onNearTop: () => void;
  /** Read once when rows are added: true right after the user sent, so their message comes into view. */
  takeFollowRequest: () => boolean;
  /** A search hit among the loaded messages: scrolled to the middle of the view, highlighted and focused. */
  highlight?: JumpTarget;
  /** The first message the reader had not read: 'Nieuwe berichten' above it, and the chat opens there (issue 24). */
  unreadFrom?: number | null;
}

/**
 * The chat as a virtualised list: only the rows near the view are in the DOM (a dossier may hold 20,000
 * messages). A row's index is its seq, so a page put above keeps the reader in place; it starts at the
 * newest message, or at the first unread one where the reader left off (issue 24), and follows new ones while the
 * reader is at the bottom.
 */
export function MessageList(props: MessageListProps) {
  const { rows, reader, onNearTop, takeFollowRequest, highlight, unreadFrom } = props;
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  // Where the list opens, read once: 'Nieuwe berichten' at the top of the view, or else the newest at the bottom.
  const [opening] = useState<FlatIndexLocationWithAlign>(() => {
    const index = rows.findIndex((row) => row.kind === 'stored' && row.message.id === unreadFrom);
    return unreadFrom != null && index >= 0 ? { index, align: 'start' } : { index: 'LAST', align: 'end' };
  });
  const opensAtUnread = opening.index !== 'LAST';
  // Until the list has got to where it opens, a scroll position near the top means nothing.
  const [settled, setSettled] = useState(false);
  const nearTop = useRef(onNearTop);
  nearTop.current = onNearTop;

  // Opened at the first unread message: the list has got there once it has scrolled down from the top.
  useEffect(() => {
    if (!scroller || settled || !opensAtUnread) return;
    const onScroll = () => {
      if (scroller.scrollTop > 0) setSettled(true);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller, settled, opensAtUnread]);

  // SPEC.md section 2: older messages load when the reader scrolls within 100 px of the top.
  useEffect(() => {
    if (!scroller || !settled) return;
    const onScroll = () => {
      if (scroller.scrollTop < limits.olderMessagesTriggerPx) nearTop.current();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller, settled]);

  // Rows that do not fill the view cannot be scrolled up: the next older page comes straight away.
  const listHeight = useRef(0);
  const loadIfNotFilled = (isSettled: boolean) => {
    if (isSettled && scroller && listHeight.current <= scroller.clientHeight) nearTop.current();
  };

  // Whether the reader is at the bottom, from the scroller's own scroll events: Virtuoso's flag to followOutput also
  // counts a scroll in progress (as its move to the first unread message), and its atBottomStateChange comes 50 ms
  // late (a page put above arrived within them and pulled a reader at the top down to the newest).
  // Measured again when the rows' height changes (a list opened at its first row never scrolls).
  const atBottom = useRef(true);
  const measureAtBottom = useCallback(() => {
    if (scroller)
      atBottom.current =
        scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= FOLLOW_BOTTOM_PX;
  }, [scroller]);
  useEffect(() => {
    if (!scroller) return;
    measureAtBottom();
    scroller.addEventListener('scroll', measureAtBottom, { passive: true });
    return () => scroller.removeEventListener('scroll', measureAtBottom);
  }, [scroller, measureAtBottom]);
  // Virtuoso asks on every change in the number of rows; only messages added below are followed, never a page above.
  const newestKey = useRef<ReturnType<typeof rowKey> | undefined>(undefined);
  const followedKey = useRef<ReturnType<typeof rowKey> | undefined>(undefined);
  newestKey.current = rows.length > 0 ? rowKey(rows[rows.length - 1]) : undefined;
  const followRequest = useRef(takeFollowRequest);
  followRequest.current = takeFollowRequest;
  // Stable: a new function for followOutput makes Virtuoso scroll to the bottom when the list has just grown.
  const followOutput: FollowOutput = useCallback(() => {
    const addedBelow = newestKey.current !== followedKey.current;
    followedKey.current = newestKey.current;
    if (followRequest.current()) return 'auto';
    return addedBelow && atBottom.current ? 'auto' : false;
  }, []);
  // A hit among the loaded messages: once the list has settled at the newest, it scrolls the hit to the middle.
  const focusHighlight = useFocusOnce(highlight?.key);
  const highlightedId = highlight?.messageId;
  const highlightIndex = highlightedId
    ? rows.findIndex((row) => row.kind === 'stored' && row.message.id === highlightedId)
    : -1;
  const scrollToHighlight = useRef(highlightIndex);
  scrollToHighlight.current = highlightIndex;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request (its key) is the trigger.
  useEffect(() => {
    if (!settled || scrollToHighlight.current < 0) return;
    virtuoso.current?.scrollToIndex({ index: scrollToHighlight.current, align: 'center' });
  }, [settled, highlight?.key]);
  const removedDocuments = useMemo(() => removedDocumentIds(rows), [rows]);
  const context = useMemo<ChatContext>(
    () => ({
      reader,
      highlight: highlightedId ? { messageId: highlightedId, onShown: focusHighlight } : undefined,
      unreadFrom,
      rows,
      removedDocuments,
    }),
    [reader, highlightedId, focusHighlight, unreadFrom, rows, removedDocuments],
  );

  return (
    <Suspense fallback={<FirstPage rows={rows} context={context} />}>
      <LazyVirtuoso
        ref={virtuoso}
        {...chatListProps(rows, context)}
        scrollerRef={(element) => setScroller(element instanceof HTMLElement ? element : null)}
        initialTopMostItemIndex={opening}
        followOutput={followOutput}
        atBottomThreshold={FOLLOW_BOTTOM_PX}
        atBottomStateChange={(isAtBottom) => {
          if (!isAtBottom || settled) return;
          setSettled(true);
          loadIfNotFilled(true);
        }}
        totalListHeightChanged={(height) => {
          listHeight.current = height;
          measureAtBottom();
          loadIfNotFilled(settled);
        }}
        // A page of history stays rendered above the view: scrolling up never meets blank rows.
        minOverscanItemCount={{ top: limits.messagePageSize, bottom: 10 }}
      />
    </Suspense>
  );
}
