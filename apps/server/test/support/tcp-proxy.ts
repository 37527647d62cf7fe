import net from 'node:net';

/**
 * A TCP proxy to a real server (Redis) that a test can cut, make hang, and restore on the same port: the client
 * behind it sees an outage, an unresponsive server, and a recovery, as with a network fault.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private hanging = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static forUrl(url: string): TcpProxy {
    const parsed = new URL(url);
    return new TcpProxy(parsed.hostname, Number(parsed.port || 6379));
  }

  /** The proxy's own URL (same credentials and database as the target's). */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  async start(): Promise<void> {
    this.hanging = false;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (chunk) => {
        if (!this.hanging) upstream.write(chunk);
      });
      upstream.on('data', (chunk) => {
        if (!this.hanging) client.write(chunk);
      });
      client.on('end', () => upstream.end());
      upstream.on('end', () => client.end());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Connections stay open, but nothing passes either way: the server seems to hang. */
  hang(): void {
    this.hanging = true;
  }

  /** Refuses new connections and drops the open ones: the server seems down. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
