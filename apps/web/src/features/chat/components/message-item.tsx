import type { MessageResponse } from '@dossier/contract';
import { Box, Group, Text } from '@mantine/core';
import { nl } from '../../../i18n/nl.ts';
import { formatMessageTime } from '../../../lib/format-date.ts';
import type { PendingMessage } from '../message-timeline.ts';

const isChatMessage = (message: MessageResponse) =>
  message.message_type === 'user' || message.message_type === 'chat_message';

/** A system line (creation, joins, status changes, documents): centred, small and quiet (SPEC.md section 2). */
function SystemLine({ message }: { message: MessageResponse }) {
  return (
    <Box component="li" ta="center" py={4} data-message-type="system">
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
    <Box
      component="li"
      py={4}
      style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
      data-own={own ? 'true' : 'false'}
      aria-busy={pending || undefined}
    >
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

export function MessageItem({
  message,
  ownUserId,
}: {
  message: MessageResponse;
  ownUserId: string | undefined;
}) {
  if (!isChatMessage(message)) return <SystemLine message={message} />;
  const own = message.sender_id !== null && message.sender_id === ownUserId;
  return (
    <Bubble
      sender={message.sender_name ?? nl.common.emptyValue}
      text={message.message}
      time={formatMessageTime(message.created_at)}
      own={own}
    />
  );
}

export function PendingItem({ pending, senderName }: { pending: PendingMessage; senderName: string }) {
  return <Bubble sender={senderName} text={pending.message} time={nl.chat.sending} own pending />;
}
