import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRunDatabase, type RunDatabase } from './database.ts';
import { smtpUrl } from './env.ts';
import { serverLogFile } from './server-logs.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';
import { type Sql, withSql } from './sql.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server only one journey uses, so the journey may stop it to change its database. */
export interface JourneyServer {
  /** Its address, the same across restarts (also the PUBLIC_URL of its mails). */
  url: string;
  /**
   * Stops the server, runs `work` with SQL on its database, and starts it again on the same address. For what
   * the product offers no way to do, such as moving a guest's access end to a moment a journey can wait for.
   * Open pages lose their live connection meanwhile and reconnect.
   */
  changeDatabase(work: (sql: Sql) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a server of the journey's own, as `npm start` runs it, on a fresh database (PGlite, or PostgreSQL when
 * E2E_DATABASE_URL is set) and with the run's SMTP receiver, so `waitForMail` sees its mails.
 */
export async function startJourneyServer(
  name: string,
  /** More of the server's variables, e.g. a short NOTIFY_DELAY_SECONDS. */
  env: Record<string, string> = {},
): Promise<JourneyServer> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `dossier-${name}-`));
  const dataDir = path.join(workDir, 'data');
  const database: RunDatabase | null = process.env.E2E_DATABASE_URL
    ? await createRunDatabase(process.env.E2E_DATABASE_URL)
    : null;
  const port = await freePort();
  const start = () =>
    startServer({
      repoRoot,
      port,
      // Kept with the run's logs after the server stops, for the run's log check (server-logs.teardown.ts).
      logFile: serverLogFile(`${name}-${port}`),
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: smtpUrl(),
        LOG_LEVEL: 'debug',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
      },
    });
  let server: ServerProcess | null = null;
  const stop = async () => {
    await server?.stop();
    server = null;
    await database?.drop();
    if (process.env.E2E_KEEP !== '1') fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    server = await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: server.url,
    async changeDatabase(work) {
      await server?.stop();
      server = null;
      await withSql(database, dataDir, work);
      server = await start();
    },
    stop,
  };
}
