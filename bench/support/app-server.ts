import { buildApp } from '@dossier/server/src/app.ts';
import { defaultRateLimits } from '@dossier/server/src/auth/rate-limits.ts';
import { loadConfig } from '@dossier/server/src/config.ts';
import { liveDeps } from '@dossier/server/src/deps.ts';
import { logTransport } from '@dossier/server/src/mail/transport.ts';
import { MailWorker } from '@dossier/server/src/mail/worker.ts';
import { storageFor } from '@dossier/server/src/storage/index.ts';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { BenchDatabase } from './engines.ts';

export interface AppServer {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real app with the deps main.ts builds (pub/sub, hub with heartbeat, rate limiters), listening on loopback.
 * Logging at warn keeps per-request lines out of the figures; the mail worker is built but idle (no mail is sent).
 */
export async function startAppServer(
  database: BenchDatabase,
  options: { dataDir?: string } = {},
): Promise<AppServer> {
  const config = loadConfig({ PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: options.dataDir });
  const logger = pino({ level: config.logLevel });
  const mail = new MailWorker(database.handle.db, logTransport(logger), logger);
  const app = await buildApp(
    {
      config,
      db: database.handle.db,
      mail,
      logger,
      storage: storageFor(config),
      ...liveDeps(),
      // The API limit runs (its cost is in the figures) but never refuses: one bench client is many users' load.
      rateLimits: {
        limits: { ...defaultRateLimits, api: { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
      },
    },
    { webDist: null },
  );
  app.deps.hub.startHeartbeat();
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl, close: () => app.close() };
}
