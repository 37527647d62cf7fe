import {
  type DocumentResponse,
  type InvoiceResponse,
  type MessagePage,
  type MessageResponse,
  ServerFrame,
  type SidebarItem,
  type TokenValidateResponse,
} from '@dossier/contract';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { getMessagePage, messageHistoryQueryOptions } from '../features/chat/api/get-message-page.ts';
import { chatKeys } from '../features/chat/api/query-keys.ts';
import { timelineOf } from '../features/chat/message-timeline.ts';
import { documentsQueryOptions } from '../features/documents/api/get-documents.ts';
import { getAvailableUsers } from '../features/dossiers/api/get-available-users.ts';
import { dossierQueryOptions } from '../features/dossiers/api/get-dossier.ts';
import { getDossierData } from '../features/dossiers/api/get-dossier-data.ts';
import { getRelationOptions } from '../features/dossiers/api/get-relation-options.ts';
import { sidebarDossiersQueryOptions } from '../features/dossiers/api/get-sidebar-dossiers.ts';
import { dossierKeys } from '../features/dossiers/api/query-keys.ts';
import { validateDossierAccess } from '../features/dossiers/api/validate-dossier-access.ts';
import { invoicesQueryOptions } from '../features/invoices/api/get-invoices.ts';
import { getRelations } from '../features/relations/api/get-relations.ts';
import { relationKeys } from '../features/relations/api/query-keys.ts';
import { applyLiveFrame } from '../routes/live-frames.ts';
import { dossierOf, ids } from './factories.ts';
import { FakeApi, MESSAGES_PATH, messagePageOf } from './fake-api.ts';

/**
 * What the fake server holds; a test writes the state after a change by hand (never with the code under test),
 * so "the cache equals a fresh fetch" compares the web's live updates with an independent answer.
 */
export interface ServerState {
  sidebar: SidebarItem[];
  messages: Record<string, MessageResponse[]>;
  documents: DocumentResponse[];
  /** The open dossier's invoices as its list answers them (none when left out). */
  invoices?: InvoiceResponse[];
  access: TokenValidateResponse;
}

/** The moment every frame arrives in these tests. */
export const NOW = Date.UTC(2026, 10, 22, 12, 0);

const dossierIdIn = (path: string) => path.split('/')[4];

/**
 * A fake API over `state()` behind fetch, and a fresh cache per test, so the web's own fetchers fill the cache
 * (the "before") and answer the fresh fetch (the "after"). The open dossier is ids.dossier.
 */
export function setUpLiveFrameFixture(state: () => ServerState) {
  const fixture = { api: new FakeApi(), cache: new QueryClient() };
  beforeEach(() => {
    fixture.api = new FakeApi()
      .on('GET', '/app/sidebar/dossiers', () => state().sidebar)
      .on('GET', MESSAGES_PATH, (request) =>
        messagePageOf(state().messages[dossierIdIn(request.path)] ?? [], request.query),
      )
      .on('GET', '/api/v1/dossiers/:id/documents', () => state().documents)
      .on('GET', '/api/v1/dossiers/:id/invoices', () => state().invoices ?? [])
      .on('GET', '/api/v1/dossiers/:id', () => dossierOf())
      .on('GET', '/api/v1/dossiers/:id/data', () => ({ ...dossierOf(), users: [] }))
      .on('GET', '/app/dossiers/:id/available-users', () => [])
      .on('GET', '/api/v1/auth/dossier/:id/token/validate', () => state().access)
      .on('GET', '/api/v1/relations', () => ({ accepted: [], pending: [], sent: [] }));
    fixture.cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal('fetch', fixture.api.fetch);
  });
  afterEach(() => {
    fixture.cache.clear();
    vi.unstubAllGlobals();
  });
  return fixture;
}

/** Fills the cache as the screens' fetches would: the sidebar, the chats of `chats`, and the open dossier's parts. */
export async function fillCache(cache: QueryClient, chats: string[]): Promise<void> {
  const open = ids.dossier;
  await Promise.all([
    cache.fetchQuery(sidebarDossiersQueryOptions()),
    ...chats.map((dossierId) => cache.fetchInfiniteQuery(messageHistoryQueryOptions(dossierId))),
    cache.fetchQuery(documentsQueryOptions(open)),
    cache.fetchQuery(invoicesQueryOptions(open)),
    cache.fetchQuery(dossierQueryOptions(open)),
    cache.fetchQuery({ queryKey: dossierKeys.data(open), queryFn: () => getDossierData(open) }),
    cache.fetchQuery({ queryKey: dossierKeys.availableUsers(open), queryFn: () => getAvailableUsers(open) }),
    cache.fetchQuery({ queryKey: dossierKeys.access(open), queryFn: () => validateDossierAccess(open) }),
    cache.fetchQuery({ queryKey: relationKeys.list, queryFn: getRelations }),
    cache.fetchQuery({ queryKey: dossierKeys.relationOptions, queryFn: getRelationOptions }),
  ]);
}

/** Frames as the server writes them, parsed as the live socket does, applied as the syncer does; the outcomes. */
export const deliver = (cache: QueryClient, ...frames: object[]) =>
  frames.map((frame) =>
    applyLiveFrame(cache, ServerFrame.parse(frame), {
      currentUserId: ids.me,
      openDossierId: ids.dossier,
      now: NOW,
    }),
  );

/** The chat of a dossier as the cache shows it: history and live messages, once each, in seq order. */
export function cachedChat(cache: QueryClient, dossierId: string): MessageResponse[] {
  const history = cache.getQueryData<InfiniteData<MessagePage>>(chatKeys.history(dossierId));
  const live = cache.getQueryData<MessageResponse[]>(chatKeys.live(dossierId)) ?? [];
  return timelineOf({ pages: history?.pages, live, pending: [] }).messages;
}

/** The chat as a fresh fetch answers it: the newest page. */
export const freshChat = async (dossierId: string) => (await getMessagePage(dossierId)).messages;

export const isInvalidated = (cache: QueryClient, queryKey: readonly unknown[]) =>
  cache.getQueryState(queryKey)?.isInvalidated ?? false;
