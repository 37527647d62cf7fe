import { limits } from '@dossier/contract';
import { type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { type Components, type FollowOutput, Virtuoso } from 'react-virtuoso';
import { nl } from '../../../i18n/nl.ts';
import { type ChatRow, MessageItem, type Reader, rowAttributes, rowKey } from './message-item.tsx';

/** Within this distance of the bottom the list follows new messages; further up the reader stays put. */
const FOLLOW_BOTTOM_PX = 80;

type ChatComponents = Components<ChatRow, Reader>;

/** The scrolling element holds the log region, which holds the list: the log's parent is what scrolls. */
const LogScroller: ChatComponents['Scroller'] = ({ children, context: _, ...props }) => (
  <div {...props}>
    <div role="log" aria-label={nl.chat.label}>
      {children}
    </div>
  </div>
);

/** An ordered list, keeping Virtuoso's padding that stands in for the rows not rendered. */
const MessageListElement: ChatComponents['List'] = ({ style, children, ref }) => (
  <ol
    ref={ref as Ref<HTMLOListElement>}
    style={{ ...style, listStyle: 'none', margin: 0, paddingInline: 'var(--mantine-spacing-md)' }}
  >
    {children}
  </ol>
);

const MessageListItem: ChatComponents['Item'] = ({ item, context, children, ...props }) => (
  <li {...props} {...rowAttributes(item, context)}>
    {children}
  </li>
);

/** Breathing room above the first and below the last message. */
const Spacer = () => <div style={{ height: 8 }} />;

const components = {
  Scroller: LogScroller,
  List: MessageListElement,
  Item: MessageListItem,
  Header: Spacer,
  Footer: Spacer,
};

interface MessageListProps {
  rows: ChatRow[];
  reader: Reader;
  /** Scrolled within 100 px of the top (or the rows do not fill the view): time for the next older page. */
  onNearTop: () => void;
  /** Read once when rows are added: true right after the user sent, so their message comes into view. */
  takeFollowRequest: () => boolean;
}

/**
 * The chat as a virtualised list: only the rows near the view are in the DOM (a dossier may hold 20,000
 * messages). A row's index is its seq, so a page put above keeps the reader in place; it starts at the
 * newest message and follows new ones while the reader is at the bottom.
 */
export function MessageList({ rows, reader, onNearTop, takeFollowRequest }: MessageListProps) {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  // The list starts at the newest message; until it has got there, a scroll position near the top means nothing.
  const [settled, setSettled] = useState(false);
  const nearTop = useRef(onNearTop);
  nearTop.current = onNearTop;

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

  const followOutput: FollowOutput = useCallback(
    (atBottom: boolean) => (takeFollowRequest() || atBottom ? 'auto' : false),
    [takeFollowRequest],
  );
  const firstSeq = rows[0]?.kind === 'stored' ? rows[0].message.seq : 1;
  return (
    <Virtuoso
      style={{ flex: 1, minHeight: 0 }}
      scrollerRef={(element) => setScroller(element instanceof HTMLElement ? element : null)}
      data={rows}
      context={reader}
      components={components}
      computeItemKey={(_, row) => rowKey(row)}
      itemContent={(_, row, context) => <MessageItem row={row} reader={context} />}
      firstItemIndex={firstSeq}
      initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
      followOutput={followOutput}
      atBottomThreshold={FOLLOW_BOTTOM_PX}
      atBottomStateChange={(atBottom) => {
        if (!atBottom || settled) return;
        setSettled(true);
        loadIfNotFilled(true);
      }}
      totalListHeightChanged={(height) => {
        listHeight.current = height;
        loadIfNotFilled(settled);
      }}
      // A page of history stays rendered above the view: scrolling up never meets blank rows.
      minOverscanItemCount={{ top: limits.messagePageSize, bottom: 10 }}
    />
  );
}
