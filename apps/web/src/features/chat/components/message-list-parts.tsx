import { limits } from '@dossier/contract';
import { type Ref, useLayoutEffect, useRef } from 'react';
import type { Components } from 'react-virtuoso';
import { nl } from '../../../i18n/nl.ts';
import { previousRow, startsDay } from '../chat-days.ts';
import {
  type ChatContext,
  type ChatRow,
  DaySeparator,
  highlightAttributes,
  MessageItem,
  NewMessagesDivider,
  rowAttributes,
  rowKey,
} from './message-item.tsx';

type ChatComponents = Components<ChatRow, ChatContext>;

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
  <li {...props} {...rowAttributes(item, context.reader)} {...highlightAttributes(item, context.highlight)}>
    {children}
  </li>
);

/** Breathing room above the first and below the last message. */
const Spacer = () => <div style={{ height: 8 }} />;

/** The elements of a chat list (the live chat's and the one opened at a search hit). */
export const chatListComponents = {
  Scroller: LogScroller,
  List: MessageListElement,
  Item: MessageListItem,
  Header: Spacer,
  Footer: Spacer,
};

/**
 * The newest page of the loaded rows as a plain list, opened at the newest, while Virtuoso loads
 * (components/lazy-virtuoso.ts): the same elements and rows as the chat list, without windowing, paging or following.
 */
export function FirstPage({ rows: loaded, context }: { rows: ChatRow[]; context: ChatContext }) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = loaded.slice(-limits.messagePageSize);
  const firstSeq = firstSeqOf(loaded) + loaded.length - rows.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new row keeps the newest in view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [loaded]);
  return (
    <div ref={scroller} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <div role="log" aria-label={nl.chat.label}>
        <Spacer />
        <ol style={{ listStyle: 'none', margin: 0, paddingInline: 'var(--mantine-spacing-md)' }}>
          {rows.map((row, index) => (
            <li
              key={rowKey(row)}
              {...rowAttributes(row, context.reader)}
              {...highlightAttributes(row, context.highlight)}
            >
              {chatRowContent(firstSeq + index, row, context)}
            </li>
          ))}
        </ol>
        <Spacer />
      </div>
    </div>
  );
}

const startsUnread = (row: ChatRow, context: ChatContext) =>
  row.kind === 'stored' && context.unreadFrom != null && row.message.id === context.unreadFrom;

/** Virtuoso's index of a row is its seq, so a page put above keeps the reader in place. */
export const firstSeqOf = (rows: readonly ChatRow[]) =>
  rows[0]?.kind === 'stored' ? rows[0].message.seq : 1;

/** What a chat list's Virtuoso is given alike (the live chat's and the one opened at a search hit). */
export const chatListProps = (rows: ChatRow[], context: ChatContext) => ({
  style: { flex: 1, minHeight: 0 },
  data: rows,
  context,
  components: chatListComponents,
  computeItemKey: (_: number, row: ChatRow) => rowKey(row),
  itemContent: chatRowContent,
  firstItemIndex: firstSeqOf(rows),
});

const dayStartOf = (index: number, row: ChatRow, context: ChatContext) => {
  if (!context.rows) return undefined;
  const starts = startsDay(row, previousRow(context.rows, index, firstSeqOf(context.rows), row));
  if (!starts) return undefined;
  return row.kind === 'stored' ? row.message.created_at : row.pending.created_at;
};

/**
 * One row's content: the day's separator above its first message (issue 25) and 'Nieuwe berichten' above the first
 * unread one, inside the row, so a row's index stays its seq.
 */
export function chatRowContent(index: number, row: ChatRow, context: ChatContext) {
  const dayStart = dayStartOf(index, row, context);
  const removed =
    row.kind === 'stored' &&
    row.message.document_id !== null &&
    (context.removedDocuments?.has(row.message.document_id) ?? false);
  return (
    <>
      {dayStart ? <DaySeparator time={dayStart} /> : null}
      {startsUnread(row, context) ? <NewMessagesDivider /> : null}
      <MessageItem row={row} reader={context.reader} documentRemoved={removed} />
    </>
  );
}
