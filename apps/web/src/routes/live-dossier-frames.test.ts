import { dossierChannel, type MessageResponse } from '@dossier/contract';
import { QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSidebarDossiers,
  sidebarDossiersQueryOptions,
} from '../features/dossiers/api/get-sidebar-dossiers.ts';
import { dossierKeys } from '../features/dossiers/api/query-keys.ts';
import { validateDossierAccess } from '../features/dossiers/api/validate-dossier-access.ts';
import { relationKeys } from '../features/relations/api/query-keys.ts';
import { chatMessage, documentOf, ids, sidebarItem, uuidFor } from '../test-support/factories.ts';
import {
  deliver,
  fillCache,
  isInvalidated,
  type ServerState,
  setUpLiveFrameFixture,
} from '../test-support/live-frame-fixture.ts';
import { applyLiveOpen } from './live-frames.ts';

/**
 * Zulip's verify_action for the sidebar and the dossier: the cache, filled by the web's own fetches, holds after
 * the frames of a change what a fresh fetch answers now (SPEC.md section 4). The expected lists are written out.
 */
const OPEN = ids.dossier;
const QUIET = '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const OTHER = ids.otherDossier;
const LATER = '2026-11-22T11:00:00.000Z';

const hal = sidebarItem(OPEN, 30, { title: 'Hal B' });
const kantoor = sidebarItem(QUIET, 20, { title: 'Kantoor' });
const magazijn = sidebarItem(OTHER, 10, { title: 'Magazijn', unread_count: 4 });

const frameOf = (message: MessageResponse) => ({ type: 'chat_message', ...message });
const readStatus = (dossierId: string, userId: string, seq: number) => ({
  type: 'read_status',
  dossier_id: dossierChannel(dossierId),
  user_id: userId,
  read_seq: seq,
});

let server: ServerState;
const fixture = setUpLiveFrameFixture(() => server);
const cachedSidebar = () => fixture.cache.getQueryData(dossierKeys.sidebar);

beforeEach(async () => {
  server = {
    sidebar: [hal, kantoor, magazijn],
    messages: {},
    documents: [documentOf(1)],
    access: {
      valid: true,
      expires_at: '2026-12-01T00:00:00.000Z',
      invited_by: { name: 'Anna de Vries', company_name: 'Bouwbedrijf De Vries' },
      needs_name: false,
    },
  };
  await fillCache(fixture.cache, []);
});

describe('sidebar frames leave the list as a fresh fetch finds it (verify_action)', () => {
  it('chat_message in another dossier: it moves to the top with the new line and one unread more', async () => {
    const message = chatMessage(6, {
      dossier_id: dossierChannel(QUIET),
      message: 'Vloer is gestort',
      created_at: LATER,
    });
    server.sidebar = [
      {
        ...kantoor,
        last_message_time: LATER,
        last_message_preview: 'Vloer is gestort',
        last_seq: 6,
        unread_count: 1,
      },
      hal,
      magazijn,
    ];
    deliver(fixture.cache, frameOf(message), frameOf(message));
    expect(cachedSidebar()).toEqual(await getSidebarDossiers());
  });

  it('an own message counts as read; one in the open dossier too, once the tab has marked it read', async () => {
    const own = chatMessage(6, {
      dossier_id: dossierChannel(OTHER),
      sender_id: ids.me,
      sender_name: 'Anna de Vries',
      message: 'Ik kom morgen',
      created_at: LATER,
    });
    const inOpen = chatMessage(6, { id: 2006, message: 'Gezien?', created_at: '2026-11-22T11:30:00.000Z' });
    server.sidebar = [
      { ...hal, last_message_time: inOpen.created_at, last_message_preview: 'Gezien?', last_seq: 6 },
      {
        ...magazijn,
        last_message_time: LATER,
        last_message_preview: 'Ik kom morgen',
        last_message_sender: 'Anna de Vries',
        last_seq: 6,
      },
      kantoor,
    ];
    deliver(fixture.cache, frameOf(own), frameOf(inOpen), readStatus(OPEN, ids.me, 6));
    expect(cachedSidebar()).toEqual(await getSidebarDossiers());
  });

  it("system: the line shows without a sender; read_status: only the user's own clears the badge", async () => {
    const line = chatMessage(6, {
      dossier_id: dossierChannel(QUIET),
      message_type: 'system',
      message: 'Dossier gesloten',
      created_at: LATER,
    });
    server.sidebar = [
      {
        ...kantoor,
        last_message_time: LATER,
        last_message_preview: 'Dossier gesloten',
        last_message_sender: null,
        last_seq: 6,
        unread_count: 1,
      },
      hal,
      { ...magazijn, unread_count: 0 },
    ];
    deliver(
      fixture.cache,
      { ...frameOf(line), type: 'system' },
      readStatus(OTHER, ids.colleague, 9),
      readStatus(OTHER, ids.me, 9),
    );
    expect(cachedSidebar()).toEqual(await getSidebarDossiers());
  });

  it('dossier_update: the title and status change; the dossier itself is fetched again', async () => {
    server.sidebar = [{ ...hal, title: 'Hal B, fase 2', status: 'close_request' }, kantoor, magazijn];
    deliver(fixture.cache, {
      type: 'dossier_update',
      dossier_id: dossierChannel(OPEN),
      title: 'Hal B, fase 2',
      status: 'close_request',
    });
    expect(cachedSidebar()).toEqual(await getSidebarDossiers());
    expect(isInvalidated(fixture.cache, dossierKeys.detail(OPEN))).toBe(true);
  });

  it('dossier_created cannot add the row alone (no preview, no counts): the list is fetched again', () => {
    deliver(fixture.cache, {
      type: 'dossier_created',
      dossier_id: dossierChannel(uuidFor(9)),
      title: 'Nieuwbouw',
    });
    expect(isInvalidated(fixture.cache, dossierKeys.sidebar)).toBe(true);
  });

  it('dossier_removed: the row and the cached dossier go, and the open one is left', async () => {
    server.sidebar = [kantoor, magazijn];
    const outcomes = deliver(fixture.cache, { type: 'dossier_removed', dossier_id: dossierChannel(OPEN) });
    expect(cachedSidebar()).toEqual(await getSidebarDossiers());
    expect(fixture.cache.getQueryData(dossierKeys.detail(OPEN))).toBeUndefined();
    expect(fixture.cache.getQueryData(dossierKeys.data(OPEN))).toBeUndefined();
    expect(outcomes).toEqual([{ leaveOpenDossier: true }]);
    expect(deliver(fixture.cache, { type: 'dossier_removed', dossier_id: dossierChannel(QUIET) })).toEqual([
      { leaveOpenDossier: false },
    ]);
  });

  it('a list still on its way when a frame arrives is fetched again rather than lose the frame', async () => {
    // The sidebar on screen (an observer), fresh until the test refetches it.
    const observer = new QueryObserver(fixture.cache, {
      ...sidebarDossiersQueryOptions(),
      staleTime: Number.POSITIVE_INFINITY,
    });
    const stop = observer.subscribe(() => undefined);
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    // The server answers at once, with the list before the change; the answer arrives late.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await fixture.api.fetch(input, init);
      await gate;
      return answer;
    });
    void observer.refetch();
    await vi.waitFor(() => expect(fixture.api.requestsTo('GET', '/app/sidebar/dossiers')).toHaveLength(2));
    server.sidebar = [hal, kantoor, { ...magazijn, unread_count: 0 }];
    deliver(fixture.cache, readStatus(OTHER, ids.me, 9));
    openGate();
    await vi.waitFor(() => expect(fixture.cache.isFetching()).toBe(0));
    expect(cachedSidebar()).toEqual(await getSidebarDossiers());
    stop();
  });
});

describe('access and relation frames', () => {
  it("access_changed: a guest's access is what the check answers now", async () => {
    server.access = { ...server.access, valid: false, expires_at: '2026-11-22T11:59:00.000Z' };
    const { valid, expires_at } = server.access;
    deliver(fixture.cache, { type: 'access_changed', dossier_id: dossierChannel(OPEN), valid, expires_at });
    expect(fixture.cache.getQueryData(dossierKeys.access(OPEN))).toEqual(await validateDossierAccess(OPEN));
  });

  it('member_renamed: the member list and the sidebar (whose last sender may be them) are fetched again', () => {
    deliver(fixture.cache, {
      type: 'member_renamed',
      dossier_id: dossierChannel(OPEN),
      user_id: ids.colleague,
      full_name: 'Pieter de Boer',
    });
    expect(isInvalidated(fixture.cache, dossierKeys.data(OPEN))).toBe(true);
    expect(isInvalidated(fixture.cache, dossierKeys.sidebar)).toBe(true);
    expect(isInvalidated(fixture.cache, dossierKeys.data(ids.otherDossier))).toBe(false);
  });

  it('relation_update cannot say what the lists hold now: the relations and the dossier options are fetched again', () => {
    deliver(fixture.cache, { type: 'relation_update', relation_id: uuidFor(7), status: 'active' });
    expect(isInvalidated(fixture.cache, relationKeys.list)).toBe(true);
    expect(isInvalidated(fixture.cache, dossierKeys.relationOptions)).toBe(true);
  });
});

describe('a (re)open of the live connection', () => {
  it('fetches the sidebar and the documents again; a guest access only after a reconnect', () => {
    applyLiveOpen(fixture.cache, { reconnected: false });
    expect(isInvalidated(fixture.cache, dossierKeys.sidebar)).toBe(true);
    expect(isInvalidated(fixture.cache, ['documents', 'list', OPEN])).toBe(true);
    expect(isInvalidated(fixture.cache, dossierKeys.access(OPEN))).toBe(false);
    applyLiveOpen(fixture.cache, { reconnected: true });
    expect(isInvalidated(fixture.cache, dossierKeys.access(OPEN))).toBe(true);
    expect(fixture.cache.getQueryData(['live', 'opens'])).toBe(2);
  });
});
