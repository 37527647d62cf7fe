import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { CONFIG_VARIABLES } from '../../apps/server/src/config.ts';

export interface ServerProcess {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const tail = (file: string, lines = 30) =>
  fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${child.exitCode} before it was healthy. Its log:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server was not healthy at ${url}/healthz within ${timeoutMs} ms. Its log:\n${tail(logFile)}`,
  );
}

/** Runs the compiled server (`node apps/server/dist/main.js`) from the repo root, as `npm start` does; waits for /healthz. */
export async function startServer(options: {
  repoRoot: string;
  logFile: string;
  env: Record<string, string>;
  port: number;
}): Promise<ServerProcess> {
  const env: Record<string, string | undefined> = { ...process.env };
  // Every variable of the server's configuration: none may leak in from the shell running the tests.
  for (const name of CONFIG_VARIABLES) delete env[name];
  const url = `http://127.0.0.1:${options.port}`;
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: options.repoRoot,
    env: { ...env, HOST: '127.0.0.1', PORT: String(options.port), PUBLIC_URL: url, ...options.env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, child, options.logFile, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logFile: options.logFile, stop };
}
