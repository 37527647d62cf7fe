import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/connection.ts';
import { attemptLimiters, liveDeps } from './deps.ts';
import { logTransport, smtpTransport } from './mail/transport.ts';
import { MailWorker } from './mail/worker.ts';
import { RedisPubSub } from './realtime/redis-pubsub.ts';
import { seedDemo } from './seed/demo.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuratiefout: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport(logger);
  const mail = new MailWorker(database.db, transport, logger);
  const live = liveDeps(config.redisUrl ? await RedisPubSub.connect(config.redisUrl) : undefined);
  const app = await buildApp({ config, db: database.db, mail, logger, ...live, ...attemptLimiters() });
  if (config.seedDemo) await seedDemo(database.db, logger);
  mail.start();
  app.deps.hub.startHeartbeat();
  await app.listen({ port: config.port, host: config.host });
  logger.info(`Dossiers draait op ${config.publicUrl} (database: ${database.engine})`);

  const shutdown = async () => {
    await app.close();
    await mail.stop();
    await live.live.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
