import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientEnvelope, ClientReply, Delivery } from './client-protocol.ts';
import { wallClock } from './stats.ts';

const SCRIPT = fileURLToPath(new URL('./ws-client-process.ts', import.meta.url));

type ReplyOf<T extends ClientReply['type']> = Extract<ClientReply, { type: T }>;

/** The WebSocket clients' process, driven over IPC; its clock is mapped onto ours. */
export class ClientProcess {
  private nextId = 0;
  private readonly pending = new Map<number, (reply: ClientReply) => void>();
  private readonly completeWaiters = new Map<string, () => void>();
  private readonly completed = new Set<string>();
  /** The client's clock minus ours, estimated from the fastest of several IPC round trips. */
  clockOffset = 0;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (envelope: ClientEnvelope) => {
      if (envelope.id === null) {
        this.completed.add(envelope.complete);
        this.completeWaiters.get(envelope.complete)?.();
        return;
      }
      this.pending.get(envelope.id)?.(envelope.reply);
      this.pending.delete(envelope.id);
    });
  }

  static async start(): Promise<ClientProcess> {
    const child = fork(SCRIPT, [], {
      execArgv: [...process.execArgv, '--max-old-space-size=4096'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const clients = new ClientProcess(child);
    await clients.calibrateClock();
    return clients;
  }

  private call<T extends ClientReply['type']>(command: ClientCommand): Promise<ReplyOf<T>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (reply) => resolve(reply as ReplyOf<T>));
      this.child.send({ id, command }, (error) => error && reject(error));
    });
  }

  private async calibrateClock(): Promise<void> {
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 50; round += 1) {
      const sent = wallClock();
      const { now } = await this.call<'clock'>({ type: 'clock' });
      const back = wallClock();
      if (back - sent < best) {
        best = back - sent;
        this.clockOffset = now - (sent + back) / 2;
      }
    }
  }

  async open(
    group: string,
    urls: string[],
    options: { awaitPong: boolean; concurrency?: number },
  ): Promise<void> {
    const opened = await this.call<'opened'>({
      type: 'open',
      group,
      urls,
      awaitPong: options.awaitPong,
      concurrency: options.concurrency ?? 50,
    });
    if (opened.failed > 0)
      throw new Error(`${opened.failed} of ${urls.length} sockets failed: ${opened.firstError}`);
  }

  /** Messages base..base+count-1 are about to be sent to the audience (socket indexes; null = every socket). */
  async expect(group: string, base: number, count: number, audience: number[] | null = null): Promise<void> {
    this.completed.delete(group);
    await this.call({ type: 'expect', group, base, count, audience });
  }

  /** Resolves true once every expected delivery arrived, false after the timeout. */
  waitComplete(group: string, timeoutMs: number): Promise<boolean> {
    if (this.completed.has(group)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.completeWaiters.delete(group);
        resolve(false);
      }, timeoutMs);
      this.completeWaiters.set(group, () => {
        clearTimeout(timer);
        this.completeWaiters.delete(group);
        resolve(true);
      });
    });
  }

  async collect(group: string, sendTimes: Float64Array): Promise<Delivery> {
    const { delivery } = await this.call<'delivery'>({
      type: 'collect',
      group,
      sendTimes,
      clockOffset: this.clockOffset,
    });
    return delivery;
  }

  /** CPU time the client process used since the previous call. */
  async cpuSince(): Promise<number> {
    const { userMs, systemMs } = await this.call<'cpu'>({ type: 'cpu' });
    return userMs + systemMs;
  }

  async close(group: string): Promise<void> {
    await this.call({ type: 'close', group });
  }

  stop(): void {
    this.child.disconnect();
  }
}
