import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type DatabaseHandle,
  migrateToLatest,
  openPglite,
  pgliteDatabase,
  postgresDatabase,
} from '@dossier/server/src/db/connection.ts';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sleep } from './stats.ts';

export type EngineName = 'pglite' | 'postgres';

/** Plain SQL on the engine's own client, beside the app: the baselines use it. */
export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements in one string, no parameters (seeding). */
  exec(text: string): Promise<void>;
  /** The engine's own transaction: a pooled connection on PostgreSQL, PGlite's exclusive transaction. */
  transaction<T>(work: (query: RawSql['query']) => Promise<T>): Promise<T>;
}

export interface BenchDatabase {
  engine: EngineName;
  /** Which server, version and where, for the results. */
  description: string;
  handle: DatabaseHandle;
  raw: RawSql;
  close(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** DATABASE_URL when set, else the local server if it answers; null when neither is there. */
export async function postgresTarget(): Promise<{ url: string; source: string } | null> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, source: 'DATABASE_URL' };
  const probe = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
    return { url: LOCAL_POSTGRES, source: 'local server (DATABASE_URL not set)' };
  } catch {
    return null;
  }
}

/** PGlite always; PostgreSQL too when one is reachable. BENCH_ENGINES=pglite|postgres narrows it. */
export async function enginesToRun(): Promise<EngineName[]> {
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim());
  const engines: EngineName[] = [];
  if (wanted.includes('pglite')) engines.push('pglite');
  if (wanted.includes('postgres') && (await postgresTarget())) engines.push('postgres');
  return engines;
}

async function serverVersion(raw: RawSql): Promise<string> {
  const [row] = await raw.query<{ server_version: string }>('show server_version');
  return row.server_version;
}

/** PGlite in a fresh data folder (as the embedded mode runs), migrated; the folder goes on close. */
async function openBenchPglite(label: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const pglite: PGlite = await openPglite(dataDir);
  const handle = pgliteDatabase(pglite);
  await migrateToLatest(handle.db);
  const raw: RawSql = {
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    exec: async (text) => {
      await pglite.exec(text);
    },
    transaction: (work) =>
      pglite.transaction((tx) =>
        work(async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows),
      ),
  };
  return {
    engine: 'pglite',
    description: `PGlite (PostgreSQL ${await serverVersion(raw)}, WASM on the server's main thread), data folder in ${os.tmpdir()}`,
    handle,
    raw,
    async close() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server, migrated; dropped on close. */
async function openBenchPostgres(label: string): Promise<BenchDatabase> {
  const target = await postgresTarget();
  if (!target) throw new Error('no PostgreSQL server reachable (set DATABASE_URL)');
  const name = `bench_${label.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const handle = postgresDatabase(url.toString());
  await migrateToLatest(handle.db);
  // The app's pool size, so concurrent baseline transactions queue no differently from the app's.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const raw: RawSql = {
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params as unknown[])).rows as T[],
    exec: async (text) => {
      await pool.query(text);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(
          async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params as unknown[])).rows as T[],
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
  return {
    engine: 'postgres',
    description: `PostgreSQL ${await serverVersion(raw)} at ${url.host} (${target.source}), fresh database ${name}`,
    handle,
    raw,
    async close() {
      await pool.end();
      await handle.close();
      // pg-pool resolves end() before its connections are gone: wait for them rather than kill them mid-goodbye.
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await admin.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await sleep(100);
      }
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

export function openBenchDatabase(engine: EngineName, label: string): Promise<BenchDatabase> {
  return engine === 'pglite' ? openBenchPglite(label) : openBenchPostgres(label);
}
