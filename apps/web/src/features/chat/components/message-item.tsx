import type { MessageResponse } from '@dossier/contract';
import { Box, Group, Text } from '@mantine/core';
import { nl } from '../../../i18n/nl.ts';
import { formatMessageTime } from '../../../lib/format-date.ts';
import type { PendingMessage } from '../message-timeline.ts';

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

export const rowKey = (row: ChatRow) => (row.kind === 'stored' ? row.message.id : row.pending.client_id);

/** What the list item says about its row, for styling hooks and assistive technology. */
export function rowAttributes(row: ChatRow, reader: Reader) {
  if (row.kind === 'pending') return { 'data-own': 'true', 'aria-busy': true };
  const { message } = row;
  if (!isChatMessage(message)) return { 'data-message-type': 'system' };
  return { 'data-own': isOwn(message, reader) ? 'true' : 'false' };
}

/** A system line (creation, joins, status changes, documents): centred, small and quiet (SPEC.md section 2). */
function SystemLine({ message }: { message: MessageResponse }) {
  return (
    <Box ta="center" py={4}>
      <Text
        span
        size="xs"
        c="dimmed"
        px="sm"
        py={2}
        bg="gray.1"
        style={{ borderRadius: 12, display: 'inline-block' }}
      >
        {message.message}
        <Text span size="xs" c="dimmed" ml={6}>
          {formatMessageTime(message.created_at)}
        </Text>
      </Text>
    </Box>
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
    <Box py={4} style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
      <Box
        maw="75%"
        px="sm"
        py={6}
        bg={own ? 'brand.6' : 'gray.1'}
        c={own ? 'white' : undefined}
        style={{ borderRadius: 12, opacity: pending ? 0.7 : 1 }}
      >
        <Group justify="space-between" gap="md" wrap="nowrap">
          <Text size="xs" fw={700}>
            {sender}
          </Text>
          <Text size="xs" c={own ? 'brand.0' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {time}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Box>
    </Box>
  );
}

/** The content of one chat row (the list item around it comes from the list). */
export function MessageItem({ row, reader }: { row: ChatRow; reader: Reader }) {
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
