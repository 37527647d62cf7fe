import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * The raw baseline: a plain `ws` server in this process, with the app's socket options, that writes each message
 * to each socket with one `send` (no batching, no routing, no database).
 */
export class BareBroadcastServer {
  /** Sockets by the index the client put in its URL. */
  readonly sockets: WebSocket[] = [];

  private constructor(
    private readonly server: http.Server,
    private readonly wss: WebSocketServer,
  ) {
    wss.on('connection', (socket, request) => {
      const index = Number(new URL(request.url ?? '', 'http://bare').searchParams.get('i'));
      this.sockets[index] = socket;
      socket.on('close', () => {
        if (this.sockets[index] === socket) delete this.sockets[index];
      });
    });
  }

  static async start(): Promise<BareBroadcastServer> {
    const server = http.createServer();
    const wss = new WebSocketServer({ server, path: '/bare', maxPayload: 64 * 1024 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new BareBroadcastServer(server, wss);
  }

  url(index: number): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/bare?i=${index}`;
  }

  /** One send per socket: what a naive fan-out pays. */
  broadcast(payload: string, indexes?: number[]): void {
    if (indexes) for (const index of indexes) this.sockets[index]?.send(payload);
    else for (const socket of this.sockets) socket?.send(payload);
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
