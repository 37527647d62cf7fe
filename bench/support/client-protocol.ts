/** Messages between the benchmark (server) process and the WebSocket client process. */
export type ClientCommand =
  | { type: 'clock' }
  | { type: 'open'; group: string; urls: string[]; awaitPong: boolean; concurrency: number }
  | { type: 'expect'; group: string; base: number; count: number; audience: number[] | null }
  | { type: 'collect'; group: string; sendTimes: Float64Array; clockOffset: number }
  | { type: 'close'; group: string }
  | { type: 'cpu' };

export interface Delivery {
  expected: number;
  received: number;
  /** ms from each message's send time to its arrival on each audience socket, in the server process's clock. */
  latencies: Float64Array;
  /** Arrival of the last delivery, in the server process's clock. */
  lastArrival: number;
}

export type ClientReply =
  | { type: 'clock'; now: number }
  | { type: 'opened'; opened: number; failed: number; firstError: string | null }
  | { type: 'ok' }
  | { type: 'delivery'; delivery: Delivery }
  | { type: 'cpu'; userMs: number; systemMs: number };

export type ClientEnvelope = { id: number; reply: ClientReply } | { id: null; complete: string };
