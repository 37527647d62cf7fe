import { buildApp } from './app.ts';
import { defaultRateLimits } from './auth/rate-limits.ts';
import { connectRateLimitRedis } from './auth/shared-rate-limit-store.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/connection.ts';
import { liveDeps } from './deps.ts';
import { createLogger } from './logger.ts';
import { logTransport, smtpTransport } from './mail/transport.ts';
import { MailWorker } from './mail/worker.ts';
import { NotificationScheduler, startInboundSmtp } from './modules/notifications/index.ts';
import { DocumentIndexer } from './modules/search/index.ts';
import { startControlServer } from './ops/control.ts';
import { startRetention } from './ops/retention.ts';
import { RedisPubSub } from './realtime/redis-pubsub.ts';
import { seedDemo } from './seed/demo.ts';
import { stopOnSignals } from './shutdown.ts';
import { storageFor } from './storage/index.ts';

/** Before the configuration is read there is no level yet: start-up problems are logged at info. */
let logger = createLogger(
  process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace' ? 'debug' : 'info',
);

async function main() {
  const config = loadConfig();
  logger = createLogger(config.logLevel);
  // The control channel claims the data folder before PGlite opens it: never two processes on one folder.
  const control = await startControlServer({ config, logger });
  const database = await openDatabase(config);
  control.serve(database);
  await migrateToLatest(database.db);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport(logger);
  const mail = new MailWorker(database.db, transport, logger);
  const live = liveDeps(
    config.redisUrl
      ? await RedisPubSub.connect(config.redisUrl, `${config.redisPrefix}live`, logger)
      : undefined,
  );
  const storage = storageFor(config);
  // The limits' own connection: it never queues or waits (see connectRateLimitRedis); the pub/sub's does.
  const rateLimitRedis = config.redisUrl ? await connectRateLimitRedis(config.redisUrl, logger) : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    mail,
    logger,
    storage,
    ...live,
    rateLimits: {
      limits: defaultRateLimits,
      shared: rateLimitRedis && { redis: rateLimitRedis, namespace: `${config.redisPrefix}rate:` },
    },
  });
  if (config.seedDemo) await seedDemo(database.db, logger, app.deps.clock);
  mail.start();
  const retention = startRetention(database.db, logger, app.deps.clock);
  const notifications = new NotificationScheduler(app.deps);
  notifications.start();
  const indexer = new DocumentIndexer(app.deps);
  indexer.start();
  app.deps.hub.startHeartbeat();
  await app.listen({ port: config.port, host: config.host });
  // Replies to notifications by SMTP, when a port is configured (MAIL_REPLY_DOMAIN's MX points here).
  const inboundSmtp = config.inboundSmtp ? await startInboundSmtp(app.deps, config.inboundSmtp) : null;
  if (inboundSmtp) logger.info(`Antwoorden per e-mail via SMTP op poort ${inboundSmtp.port}`);
  logger.info(`Dossiers draait op ${config.publicUrl} (database: ${database.engine})`);

  stopOnSignals({
    logger,
    steps: [
      { name: 'beheerkanaal', run: () => control.close() },
      { name: 'antwoorden per e-mail', run: async () => inboundSmtp?.close() },
      { name: 'HTTP en WebSockets', run: () => app.close() },
      { name: 'meldingen', run: () => notifications.stop() },
      { name: 'zoekindex', run: () => indexer.stop() },
      { name: 'mailverzending', run: () => mail.stop() },
      { name: 'opruimen', run: () => retention.stop() },
      { name: 'live-updates', run: () => live.live.close() },
      { name: 'aanvraaglimieten', run: async () => rateLimitRedis?.quit() },
      { name: 'database', run: () => database.close() },
    ],
  });
}

main().catch((error: unknown) => {
  // One clear line for the operator; the stack only at debug.
  const reason =
    error instanceof ConfigError
      ? `Configuratiefout: ${error.message}`
      : String(error instanceof Error ? error.message : error);
  logger.fatal(`Dossiers kon niet starten: ${reason}`);
  logger.debug({ err: error }, 'start-up failure');
  logger.flush?.();
  process.exit(1);
});
