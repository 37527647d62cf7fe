import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRunDatabase, type RunDatabase } from './database.ts';
import { E2E_ENV } from './env.ts';
import { recordSecrets, serverLogFile } from './server-logs.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts what every journey needs: an SMTP receiver, the real server on a fresh data folder (and a
 * fresh database when E2E_DATABASE_URL names a PostgreSQL server). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The journeys run what `npm start` runs: the compiled server and the built web app, rebuilt when out of date.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0)
    throw new Error('`npm run build` failed: the journeys need the built server and web app');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const dataDir = path.join(workDir, 'data');
  process.env[E2E_ENV.logDir] = path.join(workDir, 'logs');
  fs.mkdirSync(path.join(workDir, 'logs'));
  let receiver: SmtpReceiver | null = null;
  let database: RunDatabase | null = null;
  let server: ServerProcess | null = null;

  const teardown = async () => {
    await server?.stop();
    await receiver?.stop();
    await database?.drop();
    if (process.env.E2E_KEEP !== '1') fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    receiver = await startSmtpReceiver(mailDir);
    if (process.env.E2E_DATABASE_URL) database = await createRunDatabase(process.env.E2E_DATABASE_URL);
    const secrets = serverSecrets(dataDir);
    server = await startServer({
      repoRoot,
      port: await freePort(),
      logFile: serverLogFile('server'),
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: receiver.url,
        // Everything the server says, so the run's last check can look for secrets in it (server-logs.teardown.ts).
        LOG_LEVEL: 'debug',
        MAIL_SECRET: secrets.MAIL_SECRET,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env[E2E_ENV.baseUrl] = server.url;
  process.env[E2E_ENV.mailDir] = mailDir;
  process.env[E2E_ENV.smtpUrl] = receiver.url;
  process.stdout.write(
    `e2e: server ${server.url} on ${database ? `PostgreSQL database ${database.name}` : 'PGlite'}, work dir ${workDir}\n`,
  );
  return teardown;
}

/**
 * The shared server's own secrets, chosen here so the log check knows them: the key of its mail links (MAIL_SECRET)
 * and the key its download URLs are signed with (DATA_DIR/url-signing.key, which the server reads when present).
 */
function serverSecrets(dataDir: string) {
  const urlKey = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'url-signing.key'), urlKey, { mode: 0o600 });
  const secrets = {
    MAIL_SECRET: randomBytes(32).toString('base64url'),
    'URL signing key (base64)': urlKey.toString('base64'),
    'URL signing key (hex)': urlKey.toString('hex'),
  };
  recordSecrets('server', secrets);
  return secrets;
}
