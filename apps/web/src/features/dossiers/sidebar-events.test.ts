import type { ServerFrame, SidebarItem } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { sidebarItem } from '../../test-support/factories.ts';
import { applySidebarEvent, markSidebarRead } from './sidebar-events.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const COLLEAGUE = '22222222-2222-4222-8222-222222222222';
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const item = (id: string, minute: number, overrides: Partial<SidebarItem> = {}): SidebarItem =>
  sidebarItem(id, minute, {
    title: `Dossier ${id.slice(0, 1)}`,
    last_message_preview: 'eerder',
    last_message_sender: 'Anna',
    ...overrides,
  });

/** A frame as the live socket hands it on: parsed by the contract, so dossier_id is the bare id. */
const chat = (dossierId: string, seq: number, overrides: Record<string, unknown> = {}): ServerFrame =>
  ({
    type: 'chat_message',
    id: 1000 + seq,
    seq,
    dossier_id: dossierId,
    sender_id: COLLEAGUE,
    sender_name: 'Bram Jansen',
    sender_email: 'bram@e2e.test',
    message: 'Nieuw bericht',
    message_type: 'user',
    created_at: new Date(Date.UTC(2026, 10, 22, 11, 0)).toISOString(),
    document_id: null,
    document: null,
    client_id: null,
    unread: false,
    ...overrides,
  }) as ServerFrame;

const list = () => [item(A, 30), item(B, 20), item(C, 10)];
const context = { currentUserId: ME, openDossierId: A };
const ids = (items: SidebarItem[]) => items.map((entry) => entry.id);

describe('applySidebarEvent (SPEC.md section 4)', () => {
  it('raises the unread count of another dossier by 1 and moves it to the top with the new preview', () => {
    const { items, reload } = applySidebarEvent(list(), chat(C, 6), context);
    expect(reload).toBe(false);
    expect(ids(items)).toEqual([C, A, B]);
    expect(items[0]).toMatchObject({
      unread_count: 1,
      last_seq: 6,
      last_message_preview: 'Nieuw bericht',
      last_message_sender: 'Bram Jansen',
      last_message_time: '2026-11-22T11:00:00.000Z',
    });
  });

  it('counts a system message as well', () => {
    const { items } = applySidebarEvent(
      list(),
      chat(B, 6, { type: 'system', message_type: 'system' }),
      context,
    );
    expect(items.find((entry) => entry.id === B)?.unread_count).toBe(1);
  });

  it('does not count messages of the open dossier, but still re-sorts it', () => {
    const { items } = applySidebarEvent([item(B, 30), item(A, 20)], chat(A, 6), context);
    expect(ids(items)).toEqual([A, B]);
    expect(items[0].unread_count).toBe(0);
  });

  it("does not count the user's own messages (sent from another tab)", () => {
    const { items } = applySidebarEvent(list(), chat(C, 6, { sender_id: ME }), context);
    expect(items[0]).toMatchObject({ id: C, unread_count: 0, last_seq: 6 });
  });

  it('counts an event once: a seq it already has changes nothing', () => {
    const once = applySidebarEvent(list(), chat(C, 6), context).items;
    const twice = applySidebarEvent(once, chat(C, 6), context);
    expect(twice.items).toBe(once);
    expect(applySidebarEvent(list(), chat(C, 5), context).items).toEqual(list());
  });

  it('sets the count to 0 on a read_status of the current user only', () => {
    const items = [item(B, 20, { unread_count: 4 })];
    const other = applySidebarEvent(
      items,
      { type: 'read_status', dossier_id: B, user_id: COLLEAGUE, read_seq: 9 },
      context,
    );
    expect(other.items[0].unread_count).toBe(4);
    const own = applySidebarEvent(
      items,
      { type: 'read_status', dossier_id: B, user_id: ME, read_seq: 9 },
      context,
    );
    expect(own.items[0].unread_count).toBe(0);
  });

  it('replaces the title (and status) on a dossier_update', () => {
    const { items } = applySidebarEvent(
      list(),
      { type: 'dossier_update', dossier_id: B, title: 'Nieuwe titel', status: 'close_request' },
      context,
    );
    expect(items[1]).toMatchObject({ id: B, title: 'Nieuwe titel', status: 'close_request' });
    expect(ids(items)).toEqual([A, B, C]);
  });

  it('keeps the title when an update names none', () => {
    const { items } = applySidebarEvent(list(), { type: 'dossier_update', dossier_id: B }, context);
    expect(items[1].title).toBe('Dossier b');
  });

  it('reloads the list on dossier_created and on a message for a dossier it does not know', () => {
    expect(
      applySidebarEvent(list(), { type: 'dossier_created', dossier_id: 'x', title: 'x' }, context).reload,
    ).toBe(true);
    const unknown = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    expect(applySidebarEvent(list(), chat(unknown, 1), context).reload).toBe(true);
  });

  it('drops a dossier the user left or was removed from', () => {
    const { items } = applySidebarEvent(list(), { type: 'dossier_removed', dossier_id: B }, context);
    expect(ids(items)).toEqual([A, C]);
  });

  it('ignores frames that are not about the list', () => {
    const items = list();
    expect(
      applySidebarEvent(items, { type: 'typing', dossier_id: B, user_id: COLLEAGUE, user_name: 'B' }, context)
        .items,
    ).toBe(items);
  });
});

describe('markSidebarRead', () => {
  it('sets the dossier to 0 unread and leaves the list as is when it already was', () => {
    const items = [item(A, 1, { unread_count: 3 }), item(B, 0)];
    expect(markSidebarRead(items, A)[0].unread_count).toBe(0);
    expect(markSidebarRead(items, B)).toBe(items);
  });
});
