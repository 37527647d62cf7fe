import type { MessageResponse } from '@dossier/contract';
import { memo, type Ref } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { formatMessageTime } from '../../../lib/format-date.ts';
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

/** A system line (creation, joins, status changes, documents): centred, small and quiet (SPEC.md section 2). */
function SystemLine({ message }: { message: MessageResponse }) {
  return (
    <div className={classes.systemRow}>
      <span className={classes.systemLine}>
        {message.message}
        <span className={classes.systemTime}>{formatMessageTime(message.created_at)}</span>
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
        <div className={classes.text}>{text}</div>
      </div>
    </div>
  );
}

interface MessageItemProps {
  row: ChatRow;
  reader: Reader;
}

/** The content of one chat row (the list item around it comes from the list). */
function MessageItemContent({ row, reader }: MessageItemProps) {
  if (row.kind === 'pending') {
    return <Bubble sender={reader.name} text={row.pending.message} time={nl.chat.sending} own pending />;
  }
  const { message } = row;
  if (!isChatMessage(message)) return <SystemLine message={message} />;
  return (
    <Bubble
      sender={message.sender_name ?? nl.common.emptyValue}
      text={message.message}
      time={formatMessageTime(message.created_at)}
      own={isOwn(message, reader)}
    />
  );
}

const contentOf = (row: ChatRow) => (row.kind === 'stored' ? row.message : row.pending);

/** Rows are rebuilt on every change; a message object from the cache is not, so unchanged rows skip rendering. */
export const MessageItem = memo(
  MessageItemContent,
  (before, after) => before.reader === after.reader && contentOf(before.row) === contentOf(after.row),
);
