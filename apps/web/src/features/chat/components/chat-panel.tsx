import { limits } from '@dossier/contract';
import { Alert, Box, Center, Loader, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { InlineLoader } from '../../../components/page-loader.tsx';
import { nl } from '../../../i18n/nl.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useChatTimeline } from '../use-chat-timeline.ts';
import { useTyping } from '../use-typing.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageItem, PendingItem } from './message-item.tsx';

/** Within this distance of the bottom the list follows new messages; further up the reader stays put. */
const FOLLOW_BOTTOM_PX = 80;

interface ChatPanelProps {
  dossierId: string;
  /** A closed dossier shows its history without a send box. */
  closed: boolean;
}

/**
 * The dossier chat (SPEC.md section 2): older messages load when scrolled within 100 px of the top (the
 * view keeps its place), new ones follow at the bottom, system messages are centred, own messages right.
 */
export function ChatPanel({ dossierId, closed }: ChatPanelProps) {
  const me = useCurrentUser().data;
  const scroller = useRef<HTMLDivElement>(null);
  const distanceFromBottom = useRef<number | null>(null);
  const followBottom = useRef(true);
  const typing = useTyping(dossierId);
  const { timeline, loadFailed, loadingOlder, loadOlder, send } = useChatTimeline(dossierId, {
    beforeOlderPage: () => {
      const element = scroller.current;
      if (element) distanceFromBottom.current = element.scrollHeight - element.scrollTop;
    },
    onLiveMessage: (message) => typing.stoppedTyping(message.sender_id),
  });
  const { messages, pending, hasMore, loaded } = timeline;

  // After every change: keep the reader's place above a prepended page, or follow the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of what is listed.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (distanceFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - distanceFromBottom.current;
      distanceFromBottom.current = null;
    } else if (followBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    // A first page that does not fill the view cannot be scrolled up: fetch the next one straight away.
    if (loaded && hasMore && element.scrollHeight <= element.clientHeight) void loadOlder();
  }, [messages, pending, loaded, hasMore]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    followBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_BOTTOM_PX;
    if (element.scrollTop < limits.olderMessagesTriggerPx) void loadOlder();
  };

  const onSend = async (text: string) => {
    followBottom.current = true;
    const sent = await send(text);
    if (!sent) toast.error(nl.chat.sendFailed);
    return sent;
  };

  return (
    <Box
      component="section"
      aria-label={nl.chat.label}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <Box
        ref={scroller}
        onScroll={onScroll}
        px="md"
        py="sm"
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
      >
        {loadingOlder ? <InlineLoader label={nl.chat.loadingOlder} justify="center" py="xs" /> : null}
        {loadFailed ? (
          <Alert color="red" variant="light" role="alert" m="md">
            {nl.dossiers.loadFailed}
          </Alert>
        ) : null}
        {!loaded && !loadFailed ? (
          <Center py="xl" role="status">
            <Loader size="sm" aria-label={nl.common.loading} />
          </Center>
        ) : null}
        {loaded && messages.length === 0 && pending.length === 0 ? (
          <Text ta="center" c="dimmed" size="sm" py="xl">
            {nl.chat.empty}
          </Text>
        ) : null}
        <div role="log" aria-label={nl.chat.label}>
          <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} ownUserId={me?.id} />
            ))}
            {pending.map((entry) => (
              <PendingItem key={entry.client_id} pending={entry} senderName={me?.full_name ?? nl.chat.own} />
            ))}
          </Box>
        </div>
      </Box>
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
