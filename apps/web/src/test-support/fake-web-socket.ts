/**
 * A stand-in for the browser's WebSocket, put in place of the global class so live-socket.ts opens it:
 * it records what the app sends and lets a test open, feed and drop each connection.
 */
export class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  /** The connection the app made last. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('The app opened no WebSocket');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
  }

  /** The server accepts the connection. */
  open(): void {
    this.onopen?.();
  }

  /** The server sends a frame. */
  receive(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The connection drops (1006: closed without a close frame). */
  drop(code = 1006): void {
    this.onclose?.({ code });
  }

  /** The frames of one type this connection sent, e.g. every 'subscribe'. */
  sentOfType(type: string): Record<string, unknown>[] {
    return this.sent.filter((frame) => frame.type === type);
  }
}
