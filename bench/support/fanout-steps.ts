import type { WireServerFrame } from '@dossier/contract';
import { messageEvent } from '@dossier/server/src/modules/messages/live.ts';
import { presentMessage } from '@dossier/server/src/modules/messages/presenter.ts';
import type { BareBroadcastServer } from './bare-broadcast.ts';
import type { ClientProcess } from './client-process.ts';
import type { HttpClient } from './http-client.ts';
import { markedText } from './marker.ts';
import { atRate } from './schedule.ts';
import { type Latency, sleep, summarize } from './stats.ts';

/** A typical chat line; the marker in front tells the receiver which message it is. */
export const CHAT_TEXT =
  'Levering morgen om 8 uur op de bouwplaats, graag even bevestigen. Met vriendelijke groet.';

/** How one side puts message number n on the wire: the app by HTTP POST, or the bare server by broadcast. */
export interface Sender {
  /** The client process's socket group that receives it. */
  group: string;
  /** Socket indexes of that group that must receive it; null = all. */
  audience: number[] | null;
  send(n: number): void;
  /** Resolves when everything sent has been answered. */
  settle(): Promise<void>;
}

export function postSender(
  http: HttpClient,
  token: string,
  dossierId: string,
  group: string,
  audience: number[] | null = null,
): Sender {
  let pending: Array<Promise<void>> = [];
  return {
    group,
    audience,
    send(n) {
      pending.push(
        http
          .request('POST', `/api/v1/dossiers/${dossierId}/messages`, token, {
            message: markedText(n, CHAT_TEXT),
            client_id: `bench-${n}`,
          })
          .then((answer) => {
            if (answer.status !== 201) throw new Error(`POST answered ${answer.status}: ${answer.body}`);
          }),
      );
    },
    async settle() {
      const waiting = pending;
      pending = [];
      await Promise.all(waiting);
    },
  };
}

/** The live event of message n as the app builds it (its own presenter), before stringifying. */
export function messageFrame(n: number, dossierId: string, senderId: string): WireServerFrame {
  return messageEvent(
    presentMessage({
      id: String(n),
      seq: String(n),
      dossier_id: dossierId,
      sender_id: senderId,
      message_type: 'user',
      body: markedText(n, CHAT_TEXT),
      document_id: null,
      client_id: `bench-${n}`,
      created_at: new Date(),
      sender_first_name: 'Gebruiker',
      sender_last_name: '0',
      sender_email: 'gebruiker0@bench.test',
    }),
  );
}

/** The frame the hub would send for message n, stringified once per message as the hub does. */
export const bareFrame = (n: number, dossierId: string, senderId: string) =>
  JSON.stringify(messageFrame(n, dossierId, senderId));

export function bareSender(
  bare: BareBroadcastServer,
  dossierId: string,
  senderId: string,
  group: string,
  serverIndexes?: number[],
): Sender {
  return {
    group,
    audience: null,
    send(n) {
      bare.broadcast(bareFrame(n, dossierId, senderId), serverIndexes);
    },
    settle: async () => {},
  };
}

export interface Step {
  rate: number;
  latency: Latency;
  expected: number;
  received: number;
  /** Deliveries over the time from the first scheduled send to the last arrival. */
  deliveriesPerSecond: number;
  serverCpu: number;
  clientCpu: number;
  latencies: Float64Array;
}

export const stepPassed = (step: Step, p99Limit: number) =>
  step.received === step.expected && step.latency.p99 < p99Limit;

let nextNumber = 1;

/** Sends `count` messages at `rate` per second and measures each delivery from its scheduled send time. */
export async function runStep(
  clients: ClientProcess,
  sender: Sender,
  rate: number,
  count: number,
): Promise<Step> {
  const base = nextNumber;
  nextNumber += count;
  await clients.expect(sender.group, base, count, sender.audience);
  await clients.cpuSince();
  const cpuMark = process.cpuUsage();
  const scheduled = await atRate(rate, count, (k) => sender.send(base + k));
  await sender.settle();
  const complete = await clients.waitComplete(sender.group, 5_000);
  const delivery = await clients.collect(sender.group, scheduled);
  const elapsed = Math.max(1, delivery.lastArrival - scheduled[0]);
  const cpu = process.cpuUsage(cpuMark);
  const step: Step = {
    rate,
    latency: summarize(delivery.latencies),
    expected: delivery.expected,
    received: delivery.received,
    deliveriesPerSecond: (delivery.received * 1000) / elapsed,
    serverCpu: (cpu.user + cpu.system) / 1000 / elapsed,
    clientCpu: (await clients.cpuSince()) / elapsed,
    latencies: delivery.latencies,
  };
  // An overloaded step leaves writes queued: let them drain before the next one.
  if (!complete) await sleep(2_000);
  return step;
}

export function describeStep(label: string, step: Step, context = ''): string {
  const rate = `${step.rate.toFixed(0).padStart(5)} msg/s${context ? `, ${context}` : ''}`;
  const throughput = `${Math.round(step.deliveriesPerSecond).toLocaleString('en').padStart(8)} deliveries/s`;
  const latency = `p50 ${step.latency.p50.toFixed(1)} ms, p99 ${step.latency.p99.toFixed(1)} ms`;
  const cpu = `CPU server ${(step.serverCpu * 100).toFixed(0)}% client ${(step.clientCpu * 100).toFixed(0)}%`;
  return `  ${label.padEnd(5)} ${rate}: ${throughput}, ${latency}, ${step.received}/${step.expected} delivered, ${cpu}`;
}
