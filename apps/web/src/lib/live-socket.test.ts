import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveSocket,
  type LiveSocketOptions,
  liveSocketUrl,
  reconnectDelay,
  type Transport,
  type TransportHandlers,
} from './live-socket.ts';

const CHANNEL = 'dossier:6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const OTHER_CHANNEL = 'dossier:0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

/** A stand-in for the browser's WebSocket: records what is sent and lets the test open, feed and drop it. */
class FakeTransport implements Transport {
  static made: FakeTransport[] = [];
  readonly sent: unknown[] = [];
  closed = false;

  constructor(
    readonly url: string,
    private readonly handlers: TransportHandlers,
  ) {
    FakeTransport.made.push(this);
  }

  static latest(): FakeTransport {
    return FakeTransport.made.at(-1)!;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.handlers.onOpen();
  }

  receive(frame: unknown): void {
    this.handlers.onMessage(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  drop(code = 1006): void {
    this.handlers.onClose(code);
  }
}

function liveSocket(overrides: Partial<LiveSocketOptions> = {}) {
  return new LiveSocket({
    url: () => 'ws://app.test/ws?token=t1',
    openTransport: (url, handlers) => new FakeTransport(url, handlers),
    backoff: (attempt) => 1000 * 2 ** attempt,
    ...overrides,
  });
}

const chatFrame = {
  type: 'chat_message',
  id: 7,
  seq: 3,
  dossier_id: CHANNEL,
  sender_id: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4c',
  sender_name: 'Anna de Vries',
  sender_email: 'anna@e2e.test',
  message: 'Hallo',
  message_type: 'user',
  created_at: '2026-11-22T10:00:00.000Z',
  document_id: null,
  document: null,
  client_id: null,
  unread: false,
};

beforeEach(() => {
  FakeTransport.made = [];
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

describe('LiveSocket', () => {
  it('queues frames sent while closed and sends them on opening', () => {
    const live = liveSocket();
    live.start();
    live.send({ type: 'subscribe', dossier_id: CHANNEL });
    expect(FakeTransport.latest().sent).toEqual([]);
    FakeTransport.latest().open();
    expect(FakeTransport.latest().sent).toEqual([{ type: 'subscribe', dossier_id: CHANNEL }]);
  });

  it('drops typing signals while closed instead of queueing them', () => {
    const live = liveSocket();
    live.start();
    live.send({ type: 'typing', dossier_id: CHANNEL });
    FakeTransport.latest().open();
    expect(FakeTransport.latest().sent).toEqual([]);
  });

  it('re-sends every dossier subscription on each open, before queued frames', () => {
    const live = liveSocket();
    live.subscribe(CHANNEL);
    live.subscribe(OTHER_CHANNEL);
    live.start();
    FakeTransport.latest().open();
    FakeTransport.latest().drop();
    live.send({ type: 'unsubscribe', dossier_id: OTHER_CHANNEL });
    vi.advanceTimersByTime(1000);
    FakeTransport.latest().open();
    expect(FakeTransport.made).toHaveLength(2);
    expect(FakeTransport.latest().sent).toEqual([
      { type: 'subscribe', dossier_id: CHANNEL },
      { type: 'subscribe', dossier_id: OTHER_CHANNEL },
      { type: 'unsubscribe', dossier_id: OTHER_CHANNEL },
    ]);
  });

  it('sends a subscription at once when already open, and forgets it after unsubscribe', () => {
    const live = liveSocket();
    live.start();
    FakeTransport.latest().open();
    live.subscribe(CHANNEL);
    live.unsubscribe(CHANNEL);
    expect(FakeTransport.latest().sent).toEqual([
      { type: 'subscribe', dossier_id: CHANNEL },
      { type: 'unsubscribe', dossier_id: CHANNEL },
    ]);
    FakeTransport.latest().drop();
    vi.advanceTimersByTime(1000);
    FakeTransport.latest().open();
    expect(FakeTransport.latest().sent).toEqual([]);
  });

  it('reconnects with growing backoff after each failed attempt, and resets it after an open', () => {
    const live = liveSocket();
    live.start();
    FakeTransport.latest().drop();
    expect(live.status).toBe('closed');
    vi.advanceTimersByTime(999);
    expect(FakeTransport.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeTransport.made).toHaveLength(2);
    FakeTransport.latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeTransport.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeTransport.made).toHaveLength(3);
    FakeTransport.latest().open();
    expect(live.status).toBe('open');
    FakeTransport.latest().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeTransport.made).toHaveLength(4);
  });

  it('tells open listeners whether an open is a reconnect, so they can fetch what they missed', () => {
    const live = liveSocket();
    const opens: boolean[] = [];
    live.onOpen(({ reconnected }) => opens.push(reconnected));
    live.start();
    FakeTransport.latest().open();
    FakeTransport.latest().drop();
    vi.advanceTimersByTime(1000);
    FakeTransport.latest().open();
    expect(opens).toEqual([false, true]);
  });

  it('delivers valid server frames, parsed (the dossier named by its id), and ignores pong and garbage', async () => {
    const live = liveSocket();
    const received: unknown[] = [];
    live.onEvent((frame) => received.push(frame));
    live.start();
    FakeTransport.latest().open();
    // These come before the frame reader (with the contract's schemas) has loaded: they wait for it, in order.
    FakeTransport.latest().receive(chatFrame);
    FakeTransport.latest().receive({ type: 'pong' });
    FakeTransport.latest().receive('{not json');
    const channelId = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
    await vi.waitFor(() => expect(received).toEqual([{ ...chatFrame, dossier_id: channelId }]));
    // Once it has, a frame is handed over as it comes.
    FakeTransport.latest().receive({ type: 'chat_message', id: 'x' });
    FakeTransport.latest().receive({ ...chatFrame, dossier_id: 'not-a-channel' });
    FakeTransport.latest().receive({ ...chatFrame, id: 8, seq: 4 });
    expect(received).toEqual([
      { ...chatFrame, dossier_id: channelId },
      { ...chatFrame, id: 8, seq: 4, dossier_id: channelId },
    ]);
  });

  it('stops for good on close code 4401 and reports the ended session', () => {
    const onUnauthorized = vi.fn();
    const live = liveSocket({ onUnauthorized });
    live.start();
    FakeTransport.latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(FakeTransport.made).toHaveLength(1);
    expect(live.status).toBe('idle');
  });

  it('does not connect without a session', () => {
    const live = liveSocket({ url: () => null });
    live.start();
    expect(FakeTransport.made).toHaveLength(0);
    expect(live.status).toBe('idle');
  });

  it('pings while open and drops a connection that stays silent, then reconnects', () => {
    const live = liveSocket({ heartbeatMs: 10_000 });
    live.start();
    const first = FakeTransport.latest();
    first.open();
    vi.advanceTimersByTime(10_000);
    expect(first.sent).toEqual([{ type: 'ping' }]);
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(10_000);
    expect(first.sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    vi.advanceTimersByTime(10_000);
    expect(first.closed).toBe(true);
    expect(live.status).toBe('closed');
    vi.advanceTimersByTime(1000);
    expect(FakeTransport.made).toHaveLength(2);
  });

  it('reconnects at once when asked during a backoff wait', () => {
    const live = liveSocket();
    live.start();
    FakeTransport.latest().drop();
    live.reconnectNow();
    expect(FakeTransport.made).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(FakeTransport.made).toHaveLength(2);
  });

  it('stop closes the socket, drops the queue and never reconnects', () => {
    const live = liveSocket();
    live.start();
    live.send({ type: 'subscribe', dossier_id: CHANNEL });
    const transport = FakeTransport.latest();
    live.stop();
    transport.drop();
    vi.advanceTimersByTime(60_000);
    expect(transport.closed).toBe(true);
    expect(FakeTransport.made).toHaveLength(1);
    expect(live.status).toBe('idle');
  });
});

describe('reconnectDelay', () => {
  it('doubles per attempt from 500 ms up to 30 s, with 50-100 % jitter', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(2, () => 0)).toBe(1000);
  });
});

describe('liveSocketUrl', () => {
  it('uses ws on http and wss on https, with the token encoded', () => {
    expect(liveSocketUrl('a b', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws?token=a%20b',
    );
    expect(liveSocketUrl('t', { protocol: 'https:', host: 'dossiers.nl' })).toBe(
      'wss://dossiers.nl/ws?token=t',
    );
  });
});
