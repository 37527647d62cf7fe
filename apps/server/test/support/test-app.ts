import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from '../../src/app.ts';
import type { RateLimitSettings, RateLimits } from '../../src/auth/rate-limits.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/connection.ts';
import { liveDeps } from '../../src/deps.ts';
import { smtpTransport } from '../../src/mail/transport.ts';
import { MailWorker } from '../../src/mail/worker.ts';
import type { PubSub } from '../../src/realtime/events.ts';
import { type Storage, storageFor } from '../../src/storage/index.ts';
import { freshDatabase } from './database.ts';
import { Mailbox } from './mailbox.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mailbox: Mailbox;
  /** This app's own DATA_DIR (a temporary folder): the directory storage keeps documents in its files/. */
  dataDir: string;
  close(): Promise<void>;
}

const generousAttempts = {
  perAddress: { max: 10, windowMs: 60_000 },
  perIp: { max: 10_000, windowMs: 60_000 },
};
/** Tests all call from one IP: the per-address limits are today's, the rest generous (the API limit still runs). */
const generousLimits: RateLimits = {
  login: generousAttempts,
  reset: generousAttempts,
  link: generousAttempts,
  api: { max: 1_000_000, windowMs: 60_000 },
};

/** The whole app on a fresh database, sending mail over SMTP to a real local receiver. */
export async function startTestApp(
  options: {
    /** Smaller limits for a test, each replacing the generous one of its kind. */
    rateLimits?: Partial<RateLimits>;
    /** Counters in Redis under a namespace of the test's own, as with REDIS_URL. */
    sharedRateLimits?: RateLimitSettings['shared'];
    live?: PubSub;
    logger?: Logger;
    webDist?: string;
    clock?: Clock;
    /** Another storage than the directory one in this app's DATA_DIR (the S3 tests). */
    storage?: Storage;
    /** More environment variables for the configuration, e.g. TRUST_PROXY. */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const mailbox = new Mailbox();
  const smtpUrl = await mailbox.start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-data-'));
  const config = {
    ...loadConfig({
      PUBLIC_URL: 'http://app.test',
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...options.env,
    }),
  };
  const logger = options.logger ?? pino({ level: 'silent' });
  // A connection per mail, as the server sends. A pooled connection (?pool=true) was tried for speed (the receiver
  // waits 100 ms after each connect) and lost a guest's renewal mail on PostgreSQL (notifications-guests.test.ts).
  const mail = new MailWorker(database.db, smtpTransport(smtpUrl, config.mailFrom), logger);
  const app = await buildApp(
    {
      config,
      db: database.db,
      mail,
      logger,
      storage: options.storage ?? storageFor(config),
      ...liveDeps(options.live, options.clock),
      rateLimits: { limits: { ...generousLimits, ...options.rateLimits }, shared: options.sharedRateLimits },
    },
    { webDist: options.webDist ?? null, logger: options.logger !== undefined },
  );
  await app.ready();
  mail.start();
  return {
    app,
    db: database.db,
    mailbox,
    dataDir,
    async close() {
      await app.close();
      await mail.stop();
      await app.deps.live.close();
      await mailbox.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second app instance on the same database (as behind a load balancer), with its own hub and pub/sub. */
export async function startSecondInstance(first: TestApp, live: PubSub) {
  const app = await buildApp(
    { ...first.app.deps, ...liveDeps(live, first.app.deps.clock) },
    { webDist: null, logger: false },
  );
  await app.ready();
  return app;
}
