import type { Logger } from 'pino';
import type { RateLimitSettings } from './auth/rate-limits.ts';
import type { SessionCache } from './auth/session-cache.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { MailWorker } from './mail/worker.ts';
import { InProcessPubSub, type PubSub } from './realtime/events.ts';
import { Hub } from './realtime/hub.ts';
import type { Storage } from './storage/index.ts';

/** What every module needs, built once per process and handed to the app. */
export interface Deps {
  config: Config;
  db: Db;
  mail: MailWorker;
  /** Live events cross instances through here; publish only after commit. */
  live: PubSub;
  /** This instance's WebSocket connections. */
  hub: Hub;
  /** Document bytes: DATA_DIR/files, or the S3 bucket (storage/index.ts, storageFor). */
  storage: Storage;
  /** The time rules decide by (a guest's access end), and the hub's timer for that moment; tests move it. */
  clock: Clock;
  logger: Logger;
  /** Failed sign-in, reset, magic-link and API limits (auth/rate-limits.ts); shared through Redis when given. */
  rateLimits: RateLimitSettings;
}

/**
 * This instance's hub, fed by the pub/sub: every published event reaches every instance's sockets. The hub ends a
 * guest's access to a dossier on its clock, which is every rule's clock.
 */
export function liveDeps(live: PubSub = new InProcessPubSub(), clock: Clock = systemClock) {
  const hub = new Hub(clock);
  live.subscribe((event) => hub.handle(event));
  return { live, hub, clock };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Who is behind a bearer token, remembered briefly (auth/session-cache.ts). */
    sessions: SessionCache;
  }
}
