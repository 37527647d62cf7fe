import type { ServerFrame, SidebarItem } from '@dossier/contract';

export interface SidebarContext {
  currentUserId: string | undefined;
  /** The dossier on screen: its new messages are being read, so they do not count as unread. */
  openDossierId: string | undefined;
}

export interface SidebarUpdate {
  items: SidebarItem[];
  /** The list cannot be updated from the event alone: fetch it again. */
  reload: boolean;
}

const MESSAGE_EVENTS = new Set(['chat_message', 'system', 'document_added', 'document_removed']);

const timeOf = (item: SidebarItem) =>
  item.last_message_time ? new Date(item.last_message_time).getTime() : Number.NEGATIVE_INFINITY;

/** Newest last message first, as the server sorts; a stable sort keeps equal rows in place. */
export const sortSidebar = (items: SidebarItem[]) => [...items].sort((a, b) => timeOf(b) - timeOf(a));

const replaceItem = (items: SidebarItem[], id: string, change: (item: SidebarItem) => SidebarItem) =>
  items.map((item) => (item.id === id ? change(item) : item));

/**
 * The sidebar after one live event (SPEC.md section 4): a message for another dossier than the open one
 * raises its unread count by 1 (once per seq, never for one's own), the user's own read_status sets it
 * to 0, message events re-sort the list, a title change replaces the title, a new dossier reloads.
 */
export function applySidebarEvent(
  items: SidebarItem[],
  frame: ServerFrame,
  context: SidebarContext,
): SidebarUpdate {
  const unchanged = { items, reload: false };
  if (frame.type === 'dossier_created') return { items, reload: true };
  if (!('dossier_id' in frame) || frame.dossier_id === undefined) return unchanged;
  const id = frame.dossier_id;
  const existing = items.find((item) => item.id === id);

  if (MESSAGE_EVENTS.has(frame.type) && 'seq' in frame) {
    if (!existing) return { items, reload: true };
    if (frame.seq <= existing.last_seq) return unchanged;
    const counts =
      id !== context.openDossierId && (frame.sender_id === null || frame.sender_id !== context.currentUserId);
    const updated = replaceItem(items, id, (item) => ({
      ...item,
      last_message_time: frame.created_at,
      last_message_preview: frame.message,
      // As the server keeps it: a system line has no sender in front of it.
      last_message_sender: frame.type === 'system' ? null : frame.sender_name,
      last_seq: frame.seq,
      unread_count: counts ? item.unread_count + 1 : item.unread_count,
    }));
    return { items: sortSidebar(updated), reload: false };
  }

  switch (frame.type) {
    case 'read_status':
      if (!existing || frame.user_id !== context.currentUserId || existing.unread_count === 0)
        return unchanged;
      return { items: replaceItem(items, id, (item) => ({ ...item, unread_count: 0 })), reload: false };
    case 'dossier_update':
      if (!existing) return unchanged;
      return {
        items: replaceItem(items, id, (item) => ({
          ...item,
          title: frame.title ?? item.title,
          status: frame.status ?? item.status,
        })),
        reload: false,
      };
    case 'dossier_removed':
      return existing ? { items: items.filter((item) => item.id !== id), reload: false } : unchanged;
    default:
      return unchanged;
  }
}

/** The sidebar after the user marked a dossier read themselves. */
export const markSidebarRead = (items: SidebarItem[], dossierId: string) =>
  items.some((item) => item.id === dossierId && item.unread_count > 0)
    ? replaceItem(items, dossierId, (item) => ({ ...item, unread_count: 0 }))
    : items;
