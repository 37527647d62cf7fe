import { Alert, Box, Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { InlineLoader } from '../../../components/page-loader.tsx';
import { CHAT_REGION_ID } from '../../../components/skip-link.tsx';
import { nl } from '../../../i18n/nl.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useChatTimeline } from '../use-chat-timeline.ts';
import { useTyping } from '../use-typing.ts';
import { useUnreadDivider } from '../use-unread-divider.ts';
import { MessageComposer } from './message-composer.tsx';
import type { ChatRow, JumpTarget, Reader } from './message-item.tsx';
import { MessageList } from './message-list.tsx';

// Opening the chat at an older search hit is rare: its view loads when first needed.
const JumpView = lazy(() => import('./jump-view.tsx'));

interface ChatPanelProps {
  dossierId: string;
  /** A closed dossier shows its history without a send box. */
  closed: boolean;
  /** A search hit to open the chat at (highlighted): among the loaded messages, or else in a view of its own. */
  jumpTo?: JumpTarget;
  /** Back from the search hit to the live chat (the hit is forgotten). */
  onLeaveJump?: () => void;
  /** The first page is on screen (its unread flags read): the dossier may be marked read now. */
  onLoaded?: () => void;
}

/**
 * The dossier chat (SPEC.md section 2): older messages load when scrolled within 100 px of the top (the
 * view keeps its place), new ones follow at the bottom, system messages are centred, own messages right.
 * Opened at a search hit, it shows that message highlighted: in the live chat when it is loaded, otherwise in
 * the jump view (its own pages around the hit) until the reader returns to the newest messages. What the reader had
 * not read yet starts under 'Nieuwe berichten', where the chat opens (issue 24).
 */
export function ChatPanel({ dossierId, closed, jumpTo, onLeaveJump, onLoaded }: ChatPanelProps) {
  const me = useCurrentUser().data;
  const followOwnMessage = useRef(false);
  const typing = useTyping(dossierId);
  const { timeline, loaded, loadFailed, loadingOlder, loadOlder, send } = useChatTimeline(dossierId);
  const { messages, pending } = timeline;
  const unreadFrom = useUnreadDivider(dossierId, messages, { loaded, openedAtHit: jumpTo !== undefined });
  useEffect(() => {
    if (loaded) onLoaded?.();
  }, [loaded, onLoaded]);
  const rows = useMemo<ChatRow[]>(
    () => [
      ...messages.map((message) => ({ kind: 'stored' as const, message })),
      ...pending.map((entry) => ({ kind: 'pending' as const, pending: entry })),
    ],
    [messages, pending],
  );
  const reader = useMemo<Reader>(() => ({ userId: me?.id, name: me?.full_name ?? nl.chat.own }), [me]);
  const takeFollowRequest = useCallback(() => {
    const requested = followOwnMessage.current;
    followOwnMessage.current = false;
    return requested;
  }, []);

  const hitLoaded = jumpTo !== undefined && messages.some((message) => message.id === jumpTo.messageId);
  const jumping = loaded && jumpTo !== undefined && !hitLoaded;
  const leaveJump = useCallback(() => onLeaveJump?.(), [onLeaveJump]);

  const onSend = useCallback(
    async (text: string) => {
      // What one sends is seen at the bottom of the live chat.
      if (jumping) leaveJump();
      followOwnMessage.current = true;
      const sent = await send(text);
      if (!sent) toast.error(nl.chat.sendError, { title: nl.chat.sendFailed });
      return sent;
    },
    [send, jumping, leaveJump],
  );

  return (
    <Box
      component="section"
      aria-label={nl.chat.label}
      id={CHAT_REGION_ID}
      tabIndex={-1}
      className="chat-region"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, position: 'relative' }}
    >
      {loadingOlder && !jumping ? (
        <InlineLoader
          label={nl.chat.loadingOlder}
          justify="center"
          py="xs"
          bg="white"
          style={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }}
        />
      ) : null}
      {loadFailed ? (
        <Alert color="red" variant="light" role="alert" m="md">
          {nl.dossiers.loadFailed}
        </Alert>
      ) : null}
      {!loaded && !loadFailed ? (
        <Center py="xl" role="status" style={{ flex: 1 }}>
          <Loader size="sm" aria-label={nl.common.loading} />
        </Center>
      ) : null}
      {loaded && rows.length === 0 && !jumping ? (
        <Text ta="center" c="dimmed" size="sm" py="xl">
          {nl.chat.empty}
        </Text>
      ) : null}
      {jumping ? (
        <Suspense fallback={<Box style={{ flex: 1 }} />}>
          <JumpView
            dossierId={dossierId}
            target={jumpTo}
            reader={reader}
            liveFromSeq={messages[0]?.seq}
            onLeave={leaveJump}
          />
        </Suspense>
      ) : loaded ? (
        <MessageList
          rows={rows}
          reader={reader}
          onNearTop={loadOlder}
          takeFollowRequest={takeFollowRequest}
          highlight={hitLoaded ? jumpTo : undefined}
          unreadFrom={unreadFrom}
        />
      ) : (
        <Box style={{ flex: 1 }} />
      )}
      <Box px="md" h={20} aria-live="polite">
        {typing.names.length > 0 ? (
          <Text size="xs" c="dimmed" fs="italic">
            {nl.chat.typing(typing.names.join(', '))}
          </Text>
        ) : null}
      </Box>
      {closed ? (
        <Text
          size="sm"
          c="dimmed"
          ta="center"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          {nl.chat.closed}
        </Text>
      ) : (
        <MessageComposer onSend={onSend} onTyping={typing.announceTyping} />
      )}
    </Box>
  );
}
