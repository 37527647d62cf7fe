import type { MessagePage, MessageResponse, ServerFrame } from '@dossier/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { LiveCache } from '../../lib/live-cache.ts';
import { chatKeys } from './api/query-keys.ts';

type Renamed = Extract<ServerFrame, { type: 'member_renamed' }>;

/** The messages with the renamed member's new name as sender; the same array when none of them is theirs. */
export function renameSender(messages: MessageResponse[], frame: Renamed): MessageResponse[] {
  if (!messages.some((message) => message.sender_id === frame.user_id)) return messages;
  return messages.map((message) =>
    message.sender_id === frame.user_id ? { ...message, sender_name: frame.full_name } : message,
  );
}

const renamePages = (data: InfiniteData<MessagePage> | undefined, frame: Renamed) =>
  data && {
    ...data,
    pages: data.pages.map((page) => {
      const messages = renameSender(page.messages, frame);
      return messages === page.messages ? page : { ...page, messages };
    }),
  };

/**
 * A member gave or changed their name (issue 25): their messages in the cached chat of that dossier (its history and
 * its live messages) show the new name, as a fresh fetch would.
 */
export function applyRenameFrame(cache: LiveCache, frame: ServerFrame): void {
  if (frame.type !== 'member_renamed') return;
  const dossierId = frame.dossier_id;
  cache.setQueryData<MessageResponse[]>(
    chatKeys.live(dossierId),
    (live) => live && renameSender(live, frame),
  );
  cache.setQueryData<InfiniteData<MessagePage>>(chatKeys.history(dossierId), (data) =>
    renamePages(data, frame),
  );
  // A chat opened at a search hit is rare and paged both ways: fetched again rather than patched.
  void cache.invalidateQueries({ queryKey: [...chatKeys.all, dossierId, 'jump'] });
}
