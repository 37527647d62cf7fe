import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { VirtuosoMockContext, type VirtuosoMockContextValue } from 'react-virtuoso';
import { afterEach, beforeEach, vi } from 'vitest';
import { LiveSocketProvider } from '../lib/live-socket-provider.tsx';
import { ACCESS_TOKEN_KEY } from '../lib/session.ts';
import { LiveSync } from '../routes/live-sync.tsx';
import { cssVariablesResolver, theme } from '../theme.ts';
import { FakeApi } from './fake-api.ts';
import { FakeWebSocket } from './fake-web-socket.ts';

/** happy-dom lays nothing out: Virtuoso gets its sizes from here, so rows render in tests. */
export const TEST_VIEWPORT: VirtuosoMockContextValue = { viewportHeight: 600, itemHeight: 50 };

/** happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on it. */
function giveDocumentFonts() {
  if (!('fonts' in document)) {
    const fonts = {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  }
}

/** The providers of the app around a component: Mantine, a fresh query cache, a router and Virtuoso's sizes. */
export function TestProviders({
  children,
  queryClient,
  path = '/app',
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  path?: string;
}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <VirtuosoMockContext.Provider value={TEST_VIEWPORT}>{children}</VirtuosoMockContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Registers fresh fakes around every test of the file: the API behind fetch, the WebSocket class the live
 * socket opens, and a stored session. Tests read `fakes.api` for the current test's API.
 */
export function setUpSignedInFakes(): { api: FakeApi } {
  const fakes = { api: new FakeApi() };
  beforeEach(() => {
    giveDocumentFonts();
    fakes.api = new FakeApi();
    FakeWebSocket.opened = [];
    vi.stubGlobal('fetch', fakes.api.fetch);
    vi.stubGlobal('WebSocket', FakeWebSocket);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'test-token');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  return fakes;
}

/** Renders `ui` signed in, with the live connection (a FakeWebSocket) and its syncer, as the app keeps them. */
export function renderSignedIn(ui: ReactNode, { path = '/app' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <TestProviders queryClient={queryClient} path={path}>
      <LiveSocketProvider>
        <LiveSync />
        {ui}
      </LiveSocketProvider>
    </TestProviders>,
  );
  return { ...view, queryClient };
}
