import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEMO = { email: 'anna@vries.demo', password: 'demo-wachtwoord' };

export interface BuiltServer {
  url: string;
  /** The server process, e.g. to read its resident memory. */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The compiled server as `npm start` runs it (PGlite in a fresh folder, demo data), once /readyz answers. */
export async function startBuiltServer(repoRoot: string): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-server-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[name];
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) break;
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    if (answer?.ok) return { url, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the compiled server did not get ready at ${url}/readyz`);
}

/** Signs the demo user in over the API: its token and the first dossier of its sidebar. */
export async function signInDemo(url: string): Promise<{ token: string; dossierId: string }> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`the demo login answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const sidebar = await fetch(`${url}/app/sidebar/dossiers`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [first] = (await sidebar.json()) as { id: string }[];
  if (!first) throw new Error('the demo seed made no dossier for the demo user');
  return { token, dossierId: first.id };
}
