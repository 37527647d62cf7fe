import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CONFIG_VARIABLES } from '../../src/config.ts';
import {
  type DatabaseHandle,
  openPglite,
  pgliteDatabase,
  postgresDatabase,
} from '../../src/db/connection.ts';
import { databaseNamed, testDatabaseUrl } from './engine.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const BUILD_LOCK = path.join(repoRoot, '.tmp', 'server-build.lock');

/**
 * Builds the server as `npm start` does (only when its sources changed). Test files in other workers may build at
 * the same moment: a lock folder keeps one build at a time, so none starts a bundle half written by another.
 */
export async function buildServer(): Promise<void> {
  fs.mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`the server build lock ${BUILD_LOCK} stayed taken`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: repoRoot, stdio: 'ignore' });
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr, in order. */
  output: string[];
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves once it logs that it listens; rejects if it exits first or takes over a minute. */
  listening: Promise<void>;
  log(): string;
}

/** The compiled server as `npm start` runs it, with only the given environment and its output collected. */
export function startServer(env: Record<string, string>): ServerProcess {
  const clean = { ...process.env };
  for (const name of [...CONFIG_VARIABLES, 'TEST_DATABASE_URL']) delete clean[name];
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...clean, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 60_000);
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Dossiers draait op')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it listened:\n${output.join('')}`));
    });
  });
  // A test that only waits for the exit must not see an unhandled rejection.
  listening.catch(() => undefined);
  return { child, output, exited, listening, log: () => output.join('') };
}

/** A database for a server process of the engine this run tests, which the test can open too (not meanwhile on PGlite). */
export interface ServerDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  /** Opens it from the test; on PGlite only while no server has the data folder. */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

export async function serverDatabase(): Promise<ServerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-process-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!testDatabaseUrl) {
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: async () => pgliteDatabase(await openPglite(path.join(dataDir, 'db'))),
      remove: async () => removeDir(),
    };
  }
  const name = `dossier_t${randomUUID().slice(0, 8)}_${process.env.TEST_TEMPLATE_DATABASE?.split('_').at(-1)}`;
  await adminQuery(testDatabaseUrl, `create database ${name} template ${process.env.TEST_TEMPLATE_DATABASE}`);
  const url = databaseNamed(testDatabaseUrl, name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    dataDir,
    open: async () => postgresDatabase(url, 2),
    async remove() {
      await adminQuery(testDatabaseUrl!, `drop database if exists ${name} with (force)`);
      removeDir();
    },
  };
}

/** One statement on the server's maintenance connection (create or drop a database). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
