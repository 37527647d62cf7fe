import type { Ref } from 'react';
import type { Components } from 'react-virtuoso';
import { nl } from '../../../i18n/nl.ts';
import {
  type ChatContext,
  type ChatRow,
  highlightAttributes,
  MessageItem,
  NewMessagesDivider,
  rowAttributes,
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

const startsUnread = (row: ChatRow, context: ChatContext) =>
  row.kind === 'stored' && context.unreadFrom != null && row.message.id === context.unreadFrom;

/** One row's content; 'Nieuwe berichten' above the first unread one. */
export const chatRowContent = (_: number, row: ChatRow, context: ChatContext) =>
  startsUnread(row, context) ? (
    <>
      <NewMessagesDivider />
      <MessageItem row={row} reader={context.reader} />
    </>
  ) : (
    <MessageItem row={row} reader={context.reader} />
  );

/** Virtuoso's index of a row is its seq, so a page put above keeps the reader in place. */
export const firstSeqOf = (rows: readonly ChatRow[]) =>
  rows[0]?.kind === 'stored' ? rows[0].message.seq : 1;
