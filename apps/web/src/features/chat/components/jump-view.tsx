import { limits } from '@dossier/contract';
import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { InlineLoader } from '../../../components/page-loader.tsx';
import { nl } from '../../../i18n/nl.ts';
import { jumpMessages, useMessagesAround } from '../api/get-messages-around.ts';
import { removedDocumentIds } from '../chat-days.ts';
import type { ChatContext, ChatRow, JumpTarget, Reader } from './message-item.tsx';
import { chatListProps } from './message-list-parts.tsx';
import { useFocusOnce } from './use-focus-once.ts';

const t = nl.chat.jump;

interface JumpViewProps {
  dossierId: string;
  target: JumpTarget;
  reader: Reader;
  /** The oldest seq the live chat holds: once this view has reached the newest message and meets it, it hands over. */
  liveFromSeq: number | undefined;
  /** Back to the live chat, at its newest message. */
  onLeave: () => void;
}

function ToNewestButton({ onLeave }: { onLeave: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconArrowDown size={16} aria-hidden />}
      onClick={onLeave}
      style={{ flexShrink: 0 }}
    >
      {t.toNewest}
    </Button>
  );
}

/**
 * The chat opened at a search hit older than the live chat's pages: the page around it (the hit in the middle of
 * the view, highlighted and focused), older pages as the reader scrolls up, newer ones as they scroll down, and a
 * bar back to the newest messages. Its pages are its own (chatKeys.jump); the live chat is left as it is.
 */
export default function JumpView({ dossierId, target, reader, liveFromSeq, onLeave }: JumpViewProps) {
  const jump = useMessagesAround(dossierId, target.messageId);
  const rows = useMemo<ChatRow[]>(
    () => jumpMessages(jump.data).map((message) => ({ kind: 'stored', message })),
    [jump.data],
  );
  const focusHighlight = useFocusOnce(target.key);
  const context = useMemo<ChatContext>(
    () => ({
      reader,
      highlight: { messageId: target.messageId, onShown: focusHighlight },
      rows,
      removedDocuments: removedDocumentIds(rows),
    }),
    [reader, target.messageId, focusHighlight, rows],
  );
  const { hasPreviousPage, hasNextPage, isFetchingPreviousPage, isFetchingNextPage } = jump;

  if (jump.isPending) {
    return (
      <Center role="status" style={{ flex: 1 }}>
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t.loading}
          </Text>
        </Group>
      </Center>
    );
  }
  if (jump.isError) {
    return (
      <Box style={{ flex: 1 }} p="md">
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.failed}</Text>
            <ToNewestButton onLeave={onLeave} />
          </Stack>
        </Alert>
      </Box>
    );
  }

  const targetIndex = Math.max(
    0,
    rows.findIndex((row) => row.kind === 'stored' && row.message.id === target.messageId),
  );
  // Scrolled down to the newest message, which the live chat holds too: the live chat takes over from here.
  const handOverAtBottom = (atBottom: boolean) => {
    const newest = rows.at(-1);
    if (!atBottom || hasNextPage || isFetchingNextPage || newest?.kind !== 'stored') return;
    if (liveFromSeq !== undefined && newest.message.seq >= liveFromSeq) onLeave();
  };

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, position: 'relative' }}>
      {isFetchingPreviousPage ? (
        <InlineLoader
          label={nl.chat.loadingOlder}
          justify="center"
          py="xs"
          bg="white"
          style={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }}
        />
      ) : null}
      <Virtuoso
        // A second click on the same hit (a new key) starts the view at the hit again.
        key={target.key}
        {...chatListProps(rows, context)}
        initialTopMostItemIndex={{ index: targetIndex, align: 'center' }}
        startReached={() => {
          if (hasPreviousPage && !isFetchingPreviousPage)
            void jump.fetchPreviousPage({ cancelRefetch: false });
        }}
        endReached={() => {
          if (hasNextPage && !isFetchingNextPage) void jump.fetchNextPage({ cancelRefetch: false });
        }}
        atBottomStateChange={handOverAtBottom}
        minOverscanItemCount={{ top: limits.messagePageSize, bottom: 10 }}
      />
      {isFetchingNextPage ? <InlineLoader label={t.loadingNewer} justify="center" py={4} /> : null}
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="md"
        py={6}
        bg="brand.0"
        style={{ borderTop: '1px solid var(--mantine-color-brand-2)' }}
      >
        <Text size="xs" c="brand.9" style={{ minWidth: 0 }}>
          {t.viewing}
        </Text>
        <ToNewestButton onLeave={onLeave} />
      </Group>
    </Box>
  );
}
