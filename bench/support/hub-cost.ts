import { Connection, Hub } from '@dossier/server/src/realtime/hub.ts';
import type { BareBroadcastServer } from './bare-broadcast.ts';
import { bareFrame, messageFrame } from './fanout-steps.ts';
import { sleep } from './stats.ts';

export interface CpuPerDelivery {
  hub: number;
  bare: number;
}

const ROUNDS = 60;
const afterFlush = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * CPU time (user + system, this process) per delivery of the app's Hub — routing, queueing, the corked flush once
 * per event-loop turn — beside one ws.send per socket per message, on the same open sockets, with `perTurn`
 * messages published in one turn. CPU time rather than wall time: it holds on a busy shared machine.
 */
export async function cpuPerDelivery(
  bare: BareBroadcastServer,
  dossierId: string,
  senderId: string,
  perTurn: number,
): Promise<CpuPerDelivery> {
  const sockets = bare.sockets.filter(Boolean);
  const hub = new Hub();
  const connections = sockets.map(
    (socket, index) => new Connection(socket, `bench-user-${index}`, '', `bench-session-${index}`),
  );
  for (const connection of connections) hub.attach(connection, [dossierId]);
  const spent = { hub: 0, bare: 0 };
  let number = 1_000_000_000 - ROUNDS * perTurn * 2;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? (['hub', 'bare'] as const) : (['bare', 'hub'] as const)) {
      const mark = process.cpuUsage();
      for (let k = 0; k < perTurn; k += 1, number += 1) {
        if (side === 'hub')
          hub.handle({ kind: 'dossier', dossierId, frame: messageFrame(number, dossierId, senderId) });
        else bare.broadcast(bareFrame(number, dossierId, senderId));
      }
      await afterFlush();
      const used = process.cpuUsage(mark);
      spent[side] += used.user + used.system;
      await sleep(20);
    }
  }
  for (const connection of connections) hub.detach(connection);
  const deliveries = (ROUNDS / 2) * perTurn * sockets.length * 2;
  return { hub: spent.hub / deliveries, bare: spent.bare / deliveries };
}
