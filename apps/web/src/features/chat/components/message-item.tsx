import type { MessageResponse } from '@dossier/contract';
import { memo, type Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { nl } from '../../../i18n/nl.ts';
import { dossierLinkParams } from '../../../lib/dossier-links.ts';
import { calendarDay, formatMessageTime } from '../../../lib/format-date.ts';
import { useToday } from '../../../lib/use-today.ts';
import { dayLabel } from '../chat-days.ts';
import { splitLinks } from '../message-links.ts';
import type { PendingMessage } from '../message-timeline.ts';
import classes from './message-item.module.css';

/** One row of the chat list: a stored message, or one of the user's own on its way. */
export type ChatRow =
  | { kind: 'stored'; message: MessageResponse }
  | { kind: 'pending'; pending: PendingMessage };

/** Who is reading: their own messages go right, their name heads their messages in flight. */
export interface Reader {
  userId: string | undefined;
  name: string;
}

const isChatMessage = (message: MessageResponse) =>
  message.message_type === 'user' || message.message_type === 'chat_message';

const isOwn = (message: MessageResponse, reader: Reader) =>
  message.sender_id !== null && message.sender_id === reader.userId;

/** The message a search hit opens the chat at; `key` tells a new request for the same message from the last one. */
export interface JumpTarget {
  messageId: number;
  key: string;
}

/** The found message's row in a list: marked, and given the focus the first time it is shown. */
export interface RowHighlight {
  messageId: number;
  onShown: (row: HTMLLIElement | null) => void;
}

/** What every row of a chat list reads: the reader, the found message if the list has one, the first unread. */
export interface ChatContext {
  reader: Reader;
  highlight?: RowHighlight;
  /** The message 'Nieuwe berichten' stands above (issue 24). */
  unreadFrom?: number | null;
  /** The rows of the list, for the row before each one: a day's separator stands above its first (issue 25). */
  rows?: readonly ChatRow[];
  /** Documents the loaded chat says were removed: their 'Document toegevoegd' line no longer opens them. */
  removedDocuments?: ReadonlySet<string>;
}

export const rowKey = (row: ChatRow) => (row.kind === 'stored' ? row.message.id : row.pending.client_id);

/** What the list item says about its row, for styling hooks and assistive technology. */
export function rowAttributes(row: ChatRow, reader: Reader) {
  if (row.kind === 'pending') return { 'data-own': 'true', 'aria-busy': true };
  const { message } = row;
  if (!isChatMessage(message)) return { 'data-message-type': 'system' };
  return { 'data-own': isOwn(message, reader) ? 'true' : 'false' };
}

/**
 * The found message's row: a background that fades (message-item.module.css), focusable so the focus can move to
 * it (a screen reader reads it out), and its element handed to the list once shown.
 */
export function highlightAttributes(row: ChatRow, highlight: RowHighlight | undefined) {
  if (!highlight || row.kind !== 'stored' || row.message.id !== highlight.messageId) return {};
  return {
    'data-highlighted': 'true',
    className: classes.highlighted,
    tabIndex: -1,
    ref: highlight.onShown as Ref<HTMLLIElement>,
  };
}

/** Above the first message the reader had not read when the dossier opened (issue 24). */
export function NewMessagesDivider() {
  return (
    <div className={classes.newMessages} data-new-messages="true">
      {nl.chat.newMessages}
    </div>
  );
}

/** Above the first message of a day (issue 25): 'Vandaag', 'Gisteren' or the date, between two rules. */
export function DaySeparator({ time }: { time: string }) {
  const today = useToday();
  return (
    <div className={classes.daySeparator} data-day-separator="true">
      <time dateTime={calendarDay(time)}>{dayLabel(time, today)}</time>
    </div>
  );
}

/** A message's text as written, its http(s) addresses links that open in a new tab (text nodes, never HTML). */
function MessageText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order.
      <a key={index} className={classes.link} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

/**
 * The document a 'Document toegevoegd' line names, as a link: the dossier screen opens its preview, or starts its
 * download when it cannot be shown (`?document=`, as a search hit's link, routes/dossier-page.tsx).
 */
function DocumentLink({ document }: { document: { id: string; filename: string } }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(dossierLinkParams.document, document.id);
  return (
    <Link
      className={classes.link}
      to={{ pathname: location.pathname, search: `?${search}` }}
      replace
      aria-label={nl.chat.openDocument(document.filename)}
    >
      {document.filename}
    </Link>
  );
}

/** A document line's text: the file name in it a link to the document, or, once the document is gone, a note saying so. */
function DocumentLineText({ message, removed }: { message: MessageResponse; removed: boolean }) {
  const { document } = message;
  if (message.message_type !== 'document_added' || message.document_id === null) return message.message;
  if (!document || removed) return `${message.message} ${nl.chat.documentRemoved}`;
  const at = message.message.lastIndexOf(document.filename);
  if (at < 0)
    return (
      <>
        {message.message} <DocumentLink document={document} />
      </>
    );
  return (
    <>
      {message.message.slice(0, at)}
      <DocumentLink document={document} />
      {message.message.slice(at + document.filename.length)}
    </>
  );
}

/** A system line (creation, joins, status changes, documents): centred, small and quiet (SPEC.md section 2). */
function SystemLine({
  message,
  documentRemoved,
  today,
}: {
  message: MessageResponse;
  documentRemoved: boolean;
  today: Date;
}) {
  return (
    <div className={classes.systemRow}>
      <span className={classes.systemLine}>
        <DocumentLineText message={message} removed={documentRemoved} />
        <span className={classes.systemTime}>{formatMessageTime(message.created_at, today)}</span>
      </span>
    </div>
  );
}

interface BubbleProps {
  sender: string;
  text: string;
  time: string;
  own: boolean;
  pending?: boolean;
}

/** A chat message: sender, text and time; the user's own on the right in the brand colour. */
function Bubble({ sender, text, time, own, pending = false }: BubbleProps) {
  return (
    <div className={classes.row} data-own={own}>
      <div className={classes.bubble} data-pending={pending || undefined}>
        <div className={classes.heading}>
          <span className={classes.sender}>{sender}</span>
          <span className={classes.time}>{time}</span>
        </div>
        <div className={classes.text}>
          <MessageText text={text} />
        </div>
      </div>
    </div>
  );
}

interface MessageItemProps {
  row: ChatRow;
  reader: Reader;
  /** A document line's document was removed since (a later line in the chat says so). */
  documentRemoved?: boolean;
}

/** The content of one chat row (the list item around it comes from the list). */
function MessageItemContent({ row, reader, documentRemoved = false }: MessageItemProps) {
  // A time is HH:mm today and gets its date once the day is over, also while the chat stays open.
  const today = useToday();
  if (row.kind === 'pending') {
    return <Bubble sender={reader.name} text={row.pending.message} time={nl.chat.sending} own pending />;
  }
  const { message } = row;
  if (!isChatMessage(message))
    return <SystemLine message={message} documentRemoved={documentRemoved} today={today} />;
  return (
    <Bubble
      sender={message.sender_name ?? nl.common.emptyValue}
      text={message.message}
      time={formatMessageTime(message.created_at, today)}
      own={isOwn(message, reader)}
    />
  );
}

const contentOf = (row: ChatRow) => (row.kind === 'stored' ? row.message : row.pending);

/** Rows are rebuilt on every change; a message object from the cache is not, so unchanged rows skip rendering. */
export const MessageItem = memo(
  MessageItemContent,
  (before, after) =>
    before.reader === after.reader &&
    contentOf(before.row) === contentOf(after.row) &&
    before.documentRemoved === after.documentRemoved,
);
