// The stores @fastify/rate-limit ships (11.2) but does not type: auth/shared-rate-limit-store.ts wraps them.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  export interface StoreCount {
    current: number;
    ttl: number;
  }
  export type StoreCallback = (error: Error | null, result?: StoreCount) => void;
  export interface PluginStore {
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    /** Non-mutating: the count and the time left of the window, or 0 and 0 when none is running. */
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  }
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => PluginStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { PluginStore } from '@fastify/rate-limit/store/LocalStore.js';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    namespace: string,
  ) => PluginStore;
  export default RedisStore;
}
