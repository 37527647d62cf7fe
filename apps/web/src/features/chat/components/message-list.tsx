import { limits } from '@dossier/contract';
import { type Ref, useCallback, useEffect, useRef } from 'react';
import { type Components, type FollowOutput, Virtuoso } from 'react-virtuoso';
import { type ChatRow, MessageItem, type Reader, rowAttributes, rowKey } from './message-item.tsx';

/** Within this distance of the bottom the list follows new messages; further up the reader stays put. */
const FOLLOW_BOTTOM_PX = 80;

/** Renders an ordered list (the log's content), keeping Virtuoso's padding that stands in for unrendered rows. */
const MessageListElement: Components<ChatRow, Reader>['List'] = ({ style, children, ref }) => (
  <ol ref={ref as Ref<HTMLOListElement>} style={{ ...style, listStyle: 'none', margin: 0, paddingInline: 0 }}>
    {children}
  </ol>
);

const MessageListItem: Components<ChatRow, Reader>['Item'] = ({ item, context, children, ...props }) => (
  <li {...props} {...rowAttributes(item, context)}>
    {children}
  </li>
);

const components = { List: MessageListElement, Item: MessageListItem };

interface MessageListProps {
  rows: ChatRow[];
  reader: Reader;
  /** The element that scrolls: the log sits inside it, so older pages can load above it (SPEC.md section 2). */
  scroller: HTMLElement;
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
export function MessageList({ rows, reader, scroller, onNearTop, takeFollowRequest }: MessageListProps) {
  const firstSeq = rows[0]?.kind === 'stored' ? rows[0].message.seq : 1;
  const nearTop = useRef(onNearTop);
  nearTop.current = onNearTop;

  // SPEC.md section 2: older messages load when the reader scrolls within 100 px of the top.
  useEffect(() => {
    const onScroll = () => {
      if (scroller.scrollTop < limits.olderMessagesTriggerPx) nearTop.current();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller]);

  const followOutput: FollowOutput = useCallback(
    (atBottom: boolean) => (takeFollowRequest() || atBottom ? 'auto' : false),
    [takeFollowRequest],
  );
  return (
    <Virtuoso
      customScrollParent={scroller}
      data={rows}
      context={reader}
      components={components}
      computeItemKey={(_, row) => rowKey(row)}
      itemContent={(_, row, context) => <MessageItem row={row} reader={context} />}
      firstItemIndex={firstSeq}
      initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
      followOutput={followOutput}
      atBottomThreshold={FOLLOW_BOTTOM_PX}
      // Rows that do not fill the view cannot be scrolled up: the next older page comes straight away.
      totalListHeightChanged={(height) => height <= scroller.clientHeight && nearTop.current()}
      // A page of history stays rendered above the view: scrolling up never meets blank rows.
      minOverscanItemCount={{ top: limits.messagePageSize, bottom: 10 }}
    />
  );
}
