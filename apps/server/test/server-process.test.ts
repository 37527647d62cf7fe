import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildServer, freePort, startServer as startServerWith } from './support/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-process-'));
const startServer = (env: Record<string, string>) => startServerWith({ DATA_DIR: dataDir, ...env });

beforeAll(() => buildServer());
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('on SIGTERM answers the request in flight, closes live sockets with 1001, stops in order and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), SEED_DEMO: '1', LOG_LEVEL: 'info' });
    await server.listening;
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
