import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-process-'));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The compiled server as `npm start` runs it, with its output collected. */
function startServer(env: Record<string, string>) {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PORT', 'LOG_LEVEL']) delete clean[name];
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...clean, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function waitUntilListening(output: string[], child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (!output.join('').includes('Dossiers draait op')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: repoRoot, stdio: 'ignore' });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('on SIGTERM answers the request in flight, closes live sockets with 1001, stops in order and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), SEED_DEMO: '1', LOG_LEVEL: 'info' });
    await waitUntilListening(server.output, server.child);
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'anna@vries.demo', password: 'demo-wachtwoord' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${access_token}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    // A request in flight when the signal comes (a sign-in spends tens of milliseconds hashing) is answered.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'anna@vries.demo', password: 'demo-wachtwoord' }),
    });
    const requestsSeen = server.output.join('').split('incoming request').length;
    while (server.output.join('').split('incoming request').length === requestsSeen)
      await new Promise((resolve) => setTimeout(resolve, 2));

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await closed).toBe(1001);
    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const log = server.output.join('');
    expect(log).toContain('SIGTERM ontvangen');
    expect(log).toContain('Dossiers is gestopt');
  });

  it('stops on a bad setting with one line naming the variable, and shows the stack only at debug', async () => {
    const quiet = startServer({ PORT: 'abc' });
    expect(await quiet.exited).toBe(1);
    const lines = quiet.output.join('').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Dossiers kon niet starten: Configuratiefout: PORT/);

    const verbose = startServer({ PORT: 'abc', LOG_LEVEL: 'debug' });
    expect(await verbose.exited).toBe(1);
    expect(verbose.output.join('')).toMatch(/"stack":"[^"]*PORT must be a whole number[^"]*\\n {4}at /);
  });
});
