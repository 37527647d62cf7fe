import { type ClientFrame, type ServerFrame, WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import type { z } from 'zod';

/** A frame as the client writes it: dossier_id spelled 'dossier:{id}' (the schema's input side). */
export type OutgoingFrame = z.input<typeof ClientFrame>;

/** What the live socket is told by the transport underneath. */
export interface TransportHandlers {
  onOpen(): void;
  onMessage(data: string): void;
  onClose(code: number): void;
}

export interface Transport {
  send(data: string): void;
  close(): void;
}

/** Opens one connection; the browser's WebSocket by default, a fake class in unit tests. */
export type OpenTransport = (url: string, handlers: TransportHandlers) => Transport;

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface LiveSocketOptions {
  /** The /ws address with the current token, or null when there is no session (then nothing connects). */
  url: () => string | null;
  openTransport?: OpenTransport;
  /** Close code 4401: the session is gone; no reconnect follows. */
  onUnauthorized?: () => void;
  /** Milliseconds before reconnect attempt number `attempt` (0-based). */
  backoff?: (attempt: number) => number;
  /** A ping goes out this often; a socket that stays silent until the next one is dropped and reconnected. */
  heartbeatMs?: number;
}

type ReadFrame = (data: string) => ServerFrame | undefined;

/**
 * The frame reader checks every frame against the contract, so it carries the schemas and zod: it loads with the
 * first socket, after the first page shows, not with that page. A failed load is tried again on the next connect.
 */
let loadingReader: Promise<ReadFrame> | undefined;
const frameReader = (): Promise<ReadFrame> => {
  loadingReader ??= import('./server-frames.ts').then(
    (module) => module.readServerFrame,
    (error: unknown) => {
      loadingReader = undefined;
      throw error;
    },
  );
  return loadingReader;
};

const RECONNECT_BASE_MS = 500;
const RECONNECT_MAX_MS = 30_000;
const HEARTBEAT_MS = 25_000;

/** Exponential backoff with jitter (50-100 % of the step), so a restarted server is not hit by every tab at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(step * (0.5 + random() / 2));
}

export function browserTransport(url: string, handlers: TransportHandlers): Transport {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  };
  socket.onclose = (event) => handlers.onClose(event.code);
  return {
    send: (data) => socket.send(data),
    close: () => {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    },
  };
}

/** The /ws address of this origin for a token. */
export function liveSocketUrl(token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?token=${encodeURIComponent(token)}`;
}

type EventListener = (frame: ServerFrame) => void;
type OpenListener = (info: { reconnected: boolean }) => void;

/**
 * The one live connection of a signed-in tab (SPEC.md section 4, DESIGN.md section 5): frames sent while
 * closed wait in a queue, dossier subscriptions are re-sent on every open, a dropped socket reconnects with
 * backoff, and open listeners hear of every (re)open so they can fetch what they missed meanwhile.
 */
export class LiveSocket {
  private transport: Transport | null = null;
  private state: LiveStatus = 'idle';
  private readonly queue: string[] = [];
  private readonly subscriptions = new Set<string>();
  private readonly eventListeners = new Set<EventListener>();
  private readonly openListeners = new Set<OpenListener>();
  private attempt = 0;
  private openedBefore = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private heardSincePing = true;
  /** Set once the frame reader has loaded; frames that come before wait in `unread`. */
  private readFrame: ReadFrame | undefined;
  private readonly unread: string[] = [];
  private readonly openTransport: OpenTransport;
  private readonly backoff: (attempt: number) => number;

  constructor(private readonly options: LiveSocketOptions) {
    this.openTransport = options.openTransport ?? browserTransport;
    this.backoff = options.backoff ?? ((attempt) => reconnectDelay(attempt));
  }

  get status(): LiveStatus {
    return this.state;
  }

  start(): void {
    if (this.state === 'connecting' || this.state === 'open') return;
    this.connect();
  }

  /** Ends the connection for good (sign-out, unmount); queued frames are dropped. */
  stop(): void {
    this.clearTimers();
    this.queue.length = 0;
    const transport = this.transport;
    this.transport = null;
    this.state = 'idle';
    transport?.close();
  }

  /** Skips the remaining backoff, e.g. when the browser reports it is online again. */
  reconnectNow(): void {
    if (this.state !== 'closed') return;
    this.attempt = 0;
    this.connect();
  }

  /** Sends now when open; otherwise queues it for the next open. Typing signals are dropped instead: late ones mislead. */
  send(frame: OutgoingFrame): void {
    const data = JSON.stringify(frame);
    if (this.state === 'open' && this.transport) this.transport.send(data);
    else if (frame.type !== 'typing' && frame.type !== 'ping') this.queue.push(data);
  }

  /** Remembers the dossier channel ('dossier:{id}'); it is (re-)sent on every open. */
  subscribe(channel: string): void {
    if (this.subscriptions.has(channel)) return;
    this.subscriptions.add(channel);
    if (this.state === 'open')
      this.transport?.send(JSON.stringify({ type: 'subscribe', dossier_id: channel }));
  }

  unsubscribe(channel: string): void {
    if (!this.subscriptions.delete(channel)) return;
    if (this.state === 'open')
      this.transport?.send(JSON.stringify({ type: 'unsubscribe', dossier_id: channel }));
  }

  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => {
      this.eventListeners.delete(listener);
    };
  }

  /** Called on every open; `reconnected` is true from the second one on. */
  onOpen(listener: OpenListener): () => void {
    this.openListeners.add(listener);
    return () => {
      this.openListeners.delete(listener);
    };
  }

  private connect(): void {
    this.clearTimers();
    const url = this.options.url();
    if (!url) {
      this.state = 'idle';
      return;
    }
    this.state = 'connecting';
    if (!this.readFrame) {
      frameReader().then(
        (read) => {
          this.readFrame = read;
          this.deliver(this.unread.splice(0));
        },
        () => {},
      );
    }
    const transport = this.openTransport(url, {
      onOpen: () => this.transport === transport && this.handleOpen(),
      onMessage: (data) => this.transport === transport && this.handleMessage(data),
      onClose: (code) => this.transport === transport && this.handleClose(code),
    });
    this.transport = transport;
  }

  private handleOpen(): void {
    const transport = this.transport!;
    this.state = 'open';
    this.attempt = 0;
    for (const channel of this.subscriptions) {
      transport.send(JSON.stringify({ type: 'subscribe', dossier_id: channel }));
    }
    for (const data of this.queue.splice(0)) transport.send(data);
    this.startHeartbeat();
    const reconnected = this.openedBefore;
    this.openedBefore = true;
    for (const listener of [...this.openListeners]) listener({ reconnected });
  }

  private handleMessage(data: string): void {
    this.heardSincePing = true;
    if (this.readFrame) this.deliver([data]);
    else this.unread.push(data);
  }

  /** Hands the frames, in the order they came, to the listeners; drops what the contract does not describe. */
  private deliver(frames: string[]): void {
    for (const data of frames) {
      const frame = this.readFrame?.(data);
      if (!frame || frame.type === 'pong') continue;
      for (const listener of [...this.eventListeners]) listener(frame);
    }
  }

  private handleClose(code: number): void {
    this.clearTimers();
    this.transport = null;
    this.state = 'closed';
    if (code === WS_CLOSE_UNAUTHORIZED) {
      this.state = 'idle';
      this.queue.length = 0;
      this.options.onUnauthorized?.();
      return;
    }
    const delay = this.backoff(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private startHeartbeat(): void {
    this.heardSincePing = true;
    this.heartbeatTimer = setInterval(() => {
      if (!this.heardSincePing) {
        // Silent since the last ping: the connection is dead without a close event (sleep, network switch).
        const transport = this.transport;
        this.transport = null;
        transport?.close();
        this.handleClose(1006);
        return;
      }
      this.heardSincePing = false;
      this.transport?.send(JSON.stringify({ type: 'ping' }));
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
  }
}
