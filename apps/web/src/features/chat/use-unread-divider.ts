import type { MessagePage, MessageResponse } from '@dossier/contract';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveCache } from '../../lib/live-cache.ts';
import { chatKeys } from './api/query-keys.ts';
import { firstUnreadId, withoutUnread } from './message-timeline.ts';

/** Once left, the dossier is marked read: the cached chat says so too, so its next opening shows no divider. */
function forgetUnread(cache: LiveCache, dossierId: string): void {
  cache.setQueryData<InfiniteData<MessagePage>>(chatKeys.history(dossierId), (history) => {
    if (!history) return history;
    const pages = history.pages.map((page) => {
      const messages = withoutUnread(page.messages);
      return messages === page.messages ? page : { ...page, messages };
    });
    return pages.every((page, index) => page === history.pages[index]) ? history : { ...history, pages };
  });
  cache.setQueryData<MessageResponse[]>(chatKeys.live(dossierId), (live) => live && withoutUnread(live));
}

/**
 * Where 'Nieuwe berichten' goes (issue 24): above the first unread message when the chat first shows its messages,
 * and there it stays while the reader reads (messages arriving meanwhile are read as they come); null when nothing
 * was unread, or when the chat opened at a search hit (the hit is where the reader wants to be). Leaving the chat
 * clears the flags in the cache.
 */
export function useUnreadDivider(
  dossierId: string,
  messages: readonly MessageResponse[],
  { loaded, openedAtHit }: { loaded: boolean; openedAtHit: boolean },
): number | null {
  const cache = useQueryClient();
  const [divider, setDivider] = useState<{ messageId: number | null } | null>(null);
  // Taken once, in the render that first has the messages: later flags (a catch-up) do not move it.
  if (loaded && divider === null) setDivider({ messageId: openedAtHit ? null : firstUnreadId(messages) });
  useEffect(() => () => forgetUnread(cache, dossierId), [cache, dossierId]);
  return divider?.messageId ?? null;
}
