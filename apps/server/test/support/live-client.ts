import WebSocket from 'ws';

/** A real WebSocket client that records every frame it receives. */
export class LiveClient {
  readonly frames: Array<Record<string, unknown>> = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()));
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static async connect(baseUrl: string, token: string): Promise<LiveClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    const client = new LiveClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    // A ping answered means the server finished attaching this connection.
    client.send({ type: 'ping' });
    await client.waitFor((frame) => frame.type === 'pong');
    return client;
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  async waitFor(match: (frame: Record<string, unknown>) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitForClose(timeoutMs = 5000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === null) {
      if (Date.now() > deadline) throw new Error('socket stayed open');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closeCode;
  }

  /** Waits until a round trip completes, so anything sent before it has arrived. */
  async settle(): Promise<void> {
    const before = this.frames.filter((frame) => frame.type === 'pong').length;
    this.send({ type: 'ping' });
    await this.waitFor(() => this.frames.filter((frame) => frame.type === 'pong').length > before);
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
