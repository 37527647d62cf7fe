// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenSignedIn } from '../features/auth/use-open-signed-in.ts';
import { currentUserQueryKey } from '../lib/current-user.ts';
import { markEnrolmentRequired } from '../lib/enrolment-required.ts';
import { ACCESS_TOKEN_KEY } from '../lib/session.ts';
import { routes } from '../router.tsx';
import { ids, user } from '../test-support/factories.ts';
import { prefetchAppArea, prefetchDossierScreen } from './screen-prefetch.ts';

/**
 * Issue 25, no request waterfall: a fake fetch that records when each call starts and holds every answer until
 * the test lets it go, so "started together" means: started while no other call had answered yet.
 */
class HeldFetch {
  readonly started: string[] = [];
  private readonly held: { path: string; answer: (response: Response) => void }[] = [];
  readonly fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const path = `${init?.method ?? 'GET'} ${url.pathname}`;
    this.started.push(path);
    return new Promise<Response>((answer) => this.held.push({ path, answer }));
  });

  /** Answers the held call to `path` with a JSON body. */
  answer(path: string, body: unknown): void {
    const index = this.held.findIndex((call) => call.path === path);
    if (index < 0)
      throw new Error(`no held call to ${path}; held: ${this.held.map((c) => c.path).join(', ')}`);
    const [call] = this.held.splice(index, 1);
    call.answer(new Response(JSON.stringify(body), { status: 200 }));
  }

  /** Lets every call still held go (a 404), so nothing stays pending after the test. */
  releaseAll(): void {
    for (const call of this.held.splice(0)) call.answer(new Response('{"detail":"x"}', { status: 404 }));
  }
}

const TOKEN = 'token-of-anna';
const DOSSIER = ids.dossier;
const me = (role: 'admin' | 'user' | 'viewer' = 'user') => user({ role });
/** The calls the dossier screen makes on entry, besides the user's. */
const DOSSIER_CALLS = [
  `GET /api/v1/dossiers/${DOSSIER}`,
  `GET /api/v1/dossiers/${DOSSIER}/data`,
  `GET /api/v1/dossiers/${DOSSIER}/notifications`,
  `GET /api/v1/dossiers/${DOSSIER}/documents`,
  `GET /api/v1/dossiers/${DOSSIER}/messages`,
].sort();
const ME = 'GET /api/v1/users/me';

/** Lets the promises already settled run their continuations (a call's start waits on no answer). */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let held: HeldFetch;
let queryClient: QueryClient;
beforeEach(() => {
  held = new HeldFetch();
  vi.stubGlobal('fetch', held.fetch);
  localStorage.setItem(ACCESS_TOKEN_KEY, TOKEN);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  held.releaseAll();
  await settle();
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dossier screen starts its calls together', () => {
  it('with the user known (after a login), the dossier, its data, mail setting, documents and chat start at once, before any answer', async () => {
    queryClient.setQueryData([...currentUserQueryKey, TOKEN], me());
    await prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams());
    await settle();
    expect([...held.started].sort()).toEqual(DOSSIER_CALLS);
  });

  it('with the user unknown (a reload), the user first, then the five together once it answers: two rounds, not four', async () => {
    const done = prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams());
    await settle();
    expect(held.started).toEqual([ME]);
    held.answer(ME, me());
    await done;
    await settle();
    expect(held.started.slice(1).sort()).toEqual(DOSSIER_CALLS);
  });

  it("a guest's screen checks the access first: nothing about the dossier is asked ahead of it", async () => {
    const done = prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams());
    await settle();
    held.answer(ME, me('viewer'));
    await done;
    await settle();
    expect(held.started).toEqual([ME]);
  });

  it('a link to a message opens the chat around it: the newest page is not fetched ahead', async () => {
    queryClient.setQueryData([...currentUserQueryKey, TOKEN], me());
    await prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams({ bericht: '12' }));
    await settle();
    expect(held.started).not.toContain(`GET /api/v1/dossiers/${DOSSIER}/messages`);
    expect(held.started).toHaveLength(DOSSIER_CALLS.length - 1);
  });

  it('the calls land in the cache entries the screen reads: a second start asks nothing again', async () => {
    queryClient.setQueryData([...currentUserQueryKey, TOKEN], me());
    await prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams());
    await prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams());
    await settle();
    expect(held.started).toHaveLength(DOSSIER_CALLS.length);
  });

  it('without a session nothing is asked', async () => {
    localStorage.clear();
    await prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams());
    prefetchAppArea(queryClient);
    await settle();
    expect(held.started).toEqual([]);
  });
});

describe('a session that must enrol a second factor first', () => {
  it('asks nothing ahead (issue 23: it reaches nothing else)', async () => {
    markEnrolmentRequired();
    queryClient.setQueryData([...currentUserQueryKey, TOKEN], me());
    await prefetchDossierScreen(queryClient, DOSSIER, new URLSearchParams());
    prefetchAppArea(queryClient);
    await settle();
    expect(held.started).toEqual([]);
    sessionStorage.clear();
  });
});

describe('the routes start the calls beside the screen code', () => {
  const find = (list: RouteObject[], path: string): RouteObject | undefined => {
    for (const route of list) {
      if (route.path === path) return route;
      const inner = route.children ? find(route.children, path) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };

  it("/app's and /app/dossier/{id}'s loaders answer at once and start the user, the list and the dossier's calls together", async () => {
    const { queryClient: appClient } = await import('../lib/query-client.ts');
    appClient.clear();
    const app = find(routes, 'app')?.loader;
    const dossier = find(routes, 'dossier/:dossierId')?.loader;
    if (typeof app !== 'function' || typeof dossier !== 'function') throw new Error('no loaders');
    const url = new URL(`http://app.test/app/dossier/${DOSSIER}`);
    const args = { request: new Request(url), url, context: undefined };
    expect(await app({ ...args, params: {}, pattern: '/app' })).toBeNull();
    expect(
      await dossier({ ...args, params: { dossierId: DOSSIER }, pattern: '/app/dossier/:dossierId' }),
    ).toBeNull();
    await vi.waitFor(() =>
      expect(held.started).toEqual(expect.arrayContaining([ME, 'GET /app/sidebar/dossiers'])),
    );
    // The user is asked once (both loaders want it); the dossier's calls wait for it only.
    expect(held.started.filter((path) => path === ME)).toHaveLength(1);
    expect(held.started.some((path) => path.includes('/dossiers/'))).toBe(false);
    held.answer(ME, me());
    await vi.waitFor(() => expect(held.started).toEqual(expect.arrayContaining(DOSSIER_CALLS)));
    held.releaseAll();
    await settle();
    appClient.clear();
  });
});

describe('the login asks for the user beside the latest dossier', () => {
  it('both start before either answers', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    localStorage.clear();
    const { result } = renderHook(() => useOpenSignedIn(), { wrapper });
    let opened: Promise<void> = Promise.resolve();
    act(() => {
      opened = result.current({ token: TOKEN, enrolmentRequired: false });
    });
    await settle();
    expect([...held.started].sort()).toEqual([ME, 'GET /app/dossiers/latest-dossier']);
    held.releaseAll();
    await act(async () => opened);
  });
});
