/**
 * The WebSocket clients, in their own process (forked by ClientProcess): opens sockets in named groups and records
 * when each benchmark message reaches each socket, so the server process pays nothing for receiving.
 */
import WebSocket from 'ws';
import type { ClientCommand, ClientEnvelope, ClientReply, Delivery } from './client-protocol.ts';
import { markerOf } from './marker.ts';
import { wallClock } from './stats.ts';

interface Expectation {
  base: number;
  count: number;
  /** Socket index -> column in `arrivals`, or -1 for sockets outside the audience. */
  column: Int32Array;
  width: number;
  arrivals: Float64Array;
  received: number;
  expected: number;
}

interface Group {
  sockets: WebSocket[];
  expectation: Expectation | null;
}

const groups = new Map<string, Group>();

const reply = (envelope: ClientEnvelope) => process.send?.(envelope);

function record(name: string, group: Group, socketIndex: number, frame: Buffer): void {
  const expectation = group.expectation;
  if (!expectation) return;
  const number = markerOf(frame);
  const row = number - expectation.base;
  const column = expectation.column[socketIndex];
  if (number < 0 || row < 0 || row >= expectation.count || column < 0) return;
  const cell = row * expectation.width + column;
  if (!Number.isNaN(expectation.arrivals[cell])) return;
  expectation.arrivals[cell] = wallClock();
  expectation.received += 1;
  if (expectation.received === expectation.expected) reply({ id: null, complete: name });
}

function openOne(name: string, group: Group, index: number, url: string, awaitPong: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    group.sockets[index] = socket;
    const fail = (error: Error) => reject(error);
    socket.on('error', fail);
    socket.once('close', (code) => reject(new Error(`closed with ${code} while opening`)));
    socket.once('open', () => {
      if (!awaitPong) return resolve();
      // The server answers a ping only once the connection is authenticated and attached to the hub.
      socket.send('{"type":"ping"}');
    });
    socket.on('message', (data: Buffer) => {
      if (awaitPong && data.includes('"pong"')) {
        socket.removeAllListeners('close');
        return resolve();
      }
      record(name, group, index, data);
    });
  });
}

async function open(command: Extract<ClientCommand, { type: 'open' }>): Promise<ClientReply> {
  const group: Group = { sockets: [], expectation: null };
  groups.set(command.group, group);
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async () => {
    while (next < command.urls.length) {
      const index = next;
      next += 1;
      try {
        await openOne(command.group, group, index, command.urls[index], command.awaitPong);
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  return { type: 'opened', opened: command.urls.length - failed, failed, firstError };
}

function expect(command: Extract<ClientCommand, { type: 'expect' }>): ClientReply {
  const group = groups.get(command.group)!;
  const audience = command.audience ?? group.sockets.map((_, index) => index);
  const column = new Int32Array(group.sockets.length).fill(-1);
  audience.forEach((socketIndex, position) => {
    column[socketIndex] = position;
  });
  group.expectation = {
    base: command.base,
    count: command.count,
    column,
    width: audience.length,
    arrivals: new Float64Array(command.count * audience.length).fill(Number.NaN),
    received: 0,
    expected: command.count * audience.length,
  };
  return { type: 'ok' };
}

function collect(command: Extract<ClientCommand, { type: 'collect' }>): ClientReply {
  const group = groups.get(command.group)!;
  const expectation = group.expectation!;
  group.expectation = null;
  const latencies = new Float64Array(expectation.received);
  let filled = 0;
  let lastArrival = Number.NEGATIVE_INFINITY;
  for (let cell = 0; cell < expectation.arrivals.length; cell += 1) {
    const arrival = expectation.arrivals[cell];
    if (Number.isNaN(arrival)) continue;
    const inServerClock = arrival - command.clockOffset;
    latencies[filled] = inServerClock - command.sendTimes[Math.floor(cell / expectation.width)];
    filled += 1;
    if (inServerClock > lastArrival) lastArrival = inServerClock;
  }
  const delivery: Delivery = {
    expected: expectation.expected,
    received: expectation.received,
    latencies,
    lastArrival,
  };
  return { type: 'delivery', delivery };
}

async function close(name: string): Promise<ClientReply> {
  const group = groups.get(name);
  groups.delete(name);
  await Promise.all(
    (group?.sockets ?? []).map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
  return { type: 'ok' };
}

let cpuMark = process.cpuUsage();

async function handle(command: ClientCommand): Promise<ClientReply> {
  switch (command.type) {
    case 'clock':
      return { type: 'clock', now: wallClock() };
    case 'open':
      return open(command);
    case 'expect':
      return expect(command);
    case 'collect':
      return collect(command);
    case 'close':
      return close(command.group);
    case 'cpu': {
      const used = process.cpuUsage(cpuMark);
      cpuMark = process.cpuUsage();
      return { type: 'cpu', userMs: used.user / 1000, systemMs: used.system / 1000 };
    }
  }
}

process.on('message', (message: { id: number; command: ClientCommand }) => {
  void handle(message.command).then((answer) => reply({ id: message.id, reply: answer }));
});
process.on('disconnect', () => process.exit(0));
