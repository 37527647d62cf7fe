/// <reference path="./fastify-rate-limit-stores.d.ts" />
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, { type PluginStore, type StoreCallback } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** After Redis failed a command, this long on this instance's counters before asking Redis again. */
const LOCAL_AFTER_FAILURE_MS = 5_000;

/**
 * The rate limits' own Redis connection. A limit must never hold a request up: a command that is not answered
 * in half a second fails, commands are not queued while disconnected (they fail at once), and a failure is
 * answered from this instance's counters (sharedRateLimitStore), so a Redis outage never takes the API down.
 */
export async function connectRateLimitRedis(
  url: string,
  logger: Pick<Logger, 'warn' | 'info'>,
): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  let reported = false;
  const reportOutage = (reason: string) => {
    if (reported) return;
    reported = true;
    logger.warn({ reason }, 'Redis for rate limits unreachable: limits count per instance meanwhile');
  };
  redis.on('error', (error: Error) => reportOutage(error.message));
  redis.on('reconnecting', () => reportOutage('connection lost'));
  redis.on('ready', () => {
    if (reported) logger.info('Redis for rate limits back: limits are shared again');
    reported = false;
  });
  await redis.connect();
  return redis;
}

/**
 * A store for @fastify/rate-limit: its own Redis store (counters shared by every instance), falling back to its
 * own in-memory store while Redis is away, so limits then hold per instance, as live events then reach this
 * instance only. Every limiter's keys carry their own prefix (login:ip:..., api:session:...), so one namespace
 * serves them all; the plugin's Redis children would add "undefinedundefined-" for limiters made outside a route.
 */
export function sharedRateLimitStore(options: {
  redis: Redis;
  namespace: string;
  /** Keys the in-memory fallback keeps when a limiter names none. */
  cache: number;
  logger: Pick<Logger, 'warn'>;
}): FastifyRateLimitStoreCtor {
  const { redis, namespace, logger } = options;
  let localUntil = 0;

  class SharedStore {
    private readonly shared: PluginStore;
    private readonly local: PluginStore;

    constructor(params: FastifyRateLimitOptions & { cache?: number }) {
      this.shared = new RedisStore(false, false, redis, namespace);
      this.local = new LocalStore(false, false, params.cache ?? options.cache);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    child(params: FastifyRateLimitOptions): SharedStore {
      return new SharedStore(params);
    }

    private count(
      method: 'incr' | 'read',
      key: string,
      callback: StoreCallback,
      timeWindow: number,
      max: number,
    ) {
      if (redis.status !== 'ready' || Date.now() < localUntil) {
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          if (Date.now() >= localUntil)
            logger.warn({ err: error.message }, 'Redis missed a rate limit: counting here');
          localUntil = Date.now() + LOCAL_AFTER_FAILURE_MS;
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }
  return SharedStore;
}
