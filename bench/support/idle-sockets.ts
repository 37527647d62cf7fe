import type { BareBroadcastServer } from './bare-broadcast.ts';
import type { ClientProcess } from './client-process.ts';
import { bareSender, runStep, type Sender, type Step } from './fanout-steps.ts';
import { settledMemory } from './memory.ts';

export interface IdleFigures {
  sockets: number;
  heapPerSocketKb: number;
  rssPerSocketKb: number;
  /** Deliveries to the ten members with no other socket open ... */
  alone: Step;
  /** ... and among every other socket, idle. */
  step: Step;
}

/**
 * Opens the ten members' sockets and delivers to them alone, then opens the idle rest, measures this process's memory per socket (garbage
 * collected before and after), and delivers again: `count` messages at `rate` each time.
 */
export async function idleFigures(
  clients: ClientProcess,
  options: { groupPrefix: string; memberUrls: string[]; idleUrls: string[]; awaitPong: boolean },
  sender: Sender,
  rate: number,
  count: number,
): Promise<IdleFigures> {
  await clients.open(`${options.groupPrefix}-members`, options.memberUrls, { awaitPong: options.awaitPong });
  const alone = await runStep(clients, sender, rate, count);
  const before = await settledMemory();
  await clients.open(`${options.groupPrefix}-idle`, options.idleUrls, {
    awaitPong: options.awaitPong,
    concurrency: 100,
  });
  const after = await settledMemory();
  const sockets = options.idleUrls.length;
  const step = await runStep(clients, sender, rate, count);
  await clients.close(`${options.groupPrefix}-idle`);
  await clients.close(`${options.groupPrefix}-members`);
  return {
    sockets: sockets + options.memberUrls.length,
    heapPerSocketKb: (after.heapUsed - before.heapUsed) / sockets / 1024,
    rssPerSocketKb: (after.rss - before.rss) / sockets / 1024,
    alone,
    step,
  };
}

/** The bare server's side of the same measure: its first ten sockets are the members. */
export function bareIdleUrls(bare: BareBroadcastServer, total: number) {
  const members = Array.from({ length: 10 }, (_, index) => index);
  return {
    memberUrls: members.map((index) => bare.url(index)),
    idleUrls: Array.from({ length: total - 10 }, (_, k) => bare.url(10 + k)),
    sender: (dossierId: string, senderId: string) =>
      bareSender(bare, dossierId, senderId, 'bare-idle-members', members),
  };
}
