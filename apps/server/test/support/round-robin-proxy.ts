import net from 'node:net';

/**
 * One address in front of several servers, as a load balancer without affinity: each new TCP connection goes to
 * the next backend in turn, and everything on it (HTTP, a WebSocket upgrade and its frames) passes through as is.
 * It remembers which backend took the connection from each client port, so a test can tell where it landed.
 */
export class RoundRobinProxy {
  private readonly sockets = new Set<net.Socket>();
  private readonly backendByClientPort = new Map<number, number>();
  private next = 0;

  private constructor(
    private readonly server: net.Server,
    readonly url: string,
  ) {}

  /** Listens on a free loopback port in front of these backends (their http:// base URLs). */
  static async start(backendUrls: string[]): Promise<RoundRobinProxy> {
    const backends = backendUrls.map((url) => new URL(url));
    let proxy: RoundRobinProxy | null = null;
    const server = net.createServer((client) => proxy?.forward(client, backends));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as net.AddressInfo;
    proxy = new RoundRobinProxy(server, `http://127.0.0.1:${port}`);
    return proxy;
  }

  /** The backend (its index) that took the connection made from this local port of the client. */
  backendOf(clientPort: number): number {
    const backend = this.backendByClientPort.get(clientPort);
    if (backend === undefined) throw new Error(`no connection through the proxy from port ${clientPort}`);
    return backend;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private forward(client: net.Socket, backends: URL[]): void {
    const index = this.next;
    this.next = (this.next + 1) % backends.length;
    const backend = backends[index] as URL;
    if (client.remotePort !== undefined) this.backendByClientPort.set(client.remotePort, index);
    const upstream = net.connect(Number(backend.port), backend.hostname);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => {
        this.sockets.delete(socket);
        // Either side closing ends the pair, as a balancer's connection would.
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
