// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, ids } from '../../../test-support/factories.ts';
import { FakeApi } from '../../../test-support/fake-api.ts';
import { useLiveMessages } from './live-messages.ts';
import { pendingMessage, usePendingMessages, useSendMessage } from './send-message.ts';

const SEND = '/api/v1/dossiers/:id/messages';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
  // Fake time for the retry delays; it also runs on by itself, as happy-dom's Response reads its body on timers.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderSend() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      send: useSendMessage(ids.dossier),
      pending: usePendingMessages(ids.dossier),
      live: useLiveMessages(ids.dossier),
    }),
    { wrapper },
  );
}

describe('useSendMessage (a mutation with retry)', () => {
  it('retries a failed send with the same client_id, shows it as pending meanwhile, then stores it once', async () => {
    let attempts = 0;
    api.on('POST', SEND, (request) => {
      attempts += 1;
      if (attempts < 3) return { status: 503 };
      const body = request.body as { message: string; client_id: string };
      return { status: 201, body: chatMessage(8, { message: body.message, client_id: body.client_id }) };
    });
    const { result } = renderSend();
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send.mutateAsync(pendingMessage('Hallo'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.pending.map((entry) => entry.message)).toEqual(['Hallo']);
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000));
    await act(() => sent);
    // The query cache tells its observers on the next tick.
    await act(() => vi.advanceTimersByTimeAsync(0));

    const clientIds = api
      .requestsTo('POST', SEND)
      .map((request) => (request.body as { client_id: string }).client_id);
    expect(clientIds).toHaveLength(3);
    expect(new Set(clientIds).size).toBe(1);
    expect(result.current.pending).toEqual([]);
    expect(result.current.live.map((message) => message.message)).toEqual(['Hallo']);
  });

  it('gives up at once when the server refuses (a closed dossier)', async () => {
    api.on('POST', SEND, () => ({ status: 409, body: { detail: 'Dit dossier is gesloten' } }));
    const { result } = renderSend();
    let failure: unknown;
    await act(() =>
      result.current.send.mutateAsync(pendingMessage('Hallo')).catch((error) => (failure = error)),
    );
    expect(failure).toMatchObject({ status: 409 });
    expect(api.requestsTo('POST', SEND)).toHaveLength(1);
    expect(result.current.pending).toEqual([]);
  });
});
