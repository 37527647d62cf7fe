/** Messages between the benchmark process and its HTTP client process. */
export type HttpCommand =
  | { type: 'connect'; baseUrl: string }
  | { type: 'request'; method: 'GET'; path: string; token: string; decode: boolean };

export type HttpReply = { type: 'ok' } | { type: 'answer'; status: number; body: string; elapsedMs: number };
