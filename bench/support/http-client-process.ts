import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HttpAnswer } from './http-client.ts';
import type { HttpCommand, HttpReply } from './http-client-protocol.ts';

const SCRIPT = fileURLToPath(new URL('./http-client-child.ts', import.meta.url));

/** An answer with the time the client measured itself (IPC to and from its process not included). */
export interface TimedAnswer extends HttpAnswer {
  elapsedMs: number;
}

/**
 * A keep-alive HTTP client in a process of its own, as a user's browser is: the server's thread (which on PGlite is
 * also the database's) spends nothing on sending requests or reading answers, and each request is timed by the
 * client itself.
 */
export class HttpClientProcess {
  private nextId = 0;
  private readonly pending = new Map<number, (reply: HttpReply) => void>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', ({ id, reply }: { id: number; reply: HttpReply }) => {
      this.pending.get(id)?.(reply);
      this.pending.delete(id);
    });
  }

  static async start(baseUrl: string): Promise<HttpClientProcess> {
    const child = fork(SCRIPT, [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const client = new HttpClientProcess(child);
    await client.call({ type: 'connect', baseUrl });
    return client;
  }

  private call(command: HttpCommand): Promise<HttpReply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, resolve);
      this.child.send({ id, command }, (error) => error && reject(error));
    });
  }

  async get(path: string, token: string, decode = false): Promise<TimedAnswer> {
    const reply = await this.call({ type: 'request', method: 'GET', path, token, decode });
    if (reply.type !== 'answer') throw new Error(`unexpected reply ${reply.type}`);
    return reply;
  }

  stop(): void {
    this.child.disconnect();
  }
}
