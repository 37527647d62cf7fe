import type { Logger } from 'pino';
import { AttemptLimiter, defaultRateLimits, type RateLimits } from './auth/rate-limiter.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { MailWorker } from './mail/worker.ts';

/** What every module needs, built once per process and handed to the app. */
export interface Deps {
  config: Config;
  db: Db;
  mail: MailWorker;
  logger: Logger;
  loginLimiter: AttemptLimiter;
  resetLimiter: AttemptLimiter;
}

export function attemptLimiters(limits: RateLimits = defaultRateLimits) {
  return { loginLimiter: new AttemptLimiter(limits), resetLimiter: new AttemptLimiter(limits) };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
