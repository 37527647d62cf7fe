import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only): the operations commands take its consistent snapshot. */
  pglite?: PGlite;
  close(): Promise<void>;
}

// Return int8 (bigint ids, counts) as strings and keep timestamptz as Date: the same on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/**
 * pg's promise-returning `query` keeps each result reachable long enough that young-generation collections copy
 * and promote it (measured: about 25 KB promoted per 50-message page, scavenges 5-15x longer); answering through
 * pg's callback form and a plain promise keeps results short-lived. Same results, same errors.
 */
class LeanClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; only the (text, values) form is rerouted
  query(config: any, values?: any, callback?: any): any {
    if (typeof config !== 'string' || typeof values === 'function' || callback !== undefined) {
      return super.query(config, values, callback);
    }
    return new Promise((resolve, reject) => {
      super.query(config, values, (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result),
      );
    });
  }
}

export const pgliteExtensions = { pg_trgm, unaccent };

/** PGlite, the embedded default: real PostgreSQL in WASM, kept in dataDir (or in memory). */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers stay: 16 MB saved about 180 MB of resident memory but cut the
  // sustained message rate to a third (evicted pages are written on the main thread; bench/RESULTS.md).
  return PGlite.create({ dataDir: dataDir ?? undefined, extensions: pgliteExtensions, loadDataDir });
}

export function pgliteDatabase(pglite: PGlite): DatabaseHandle {
  const pool = new pg.Pool({ ...(createPgConfig(pglite) as pg.PoolConfig), Client: LeanClient });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export function postgresDatabase(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, Client: LeanClient });
  // An idle connection the server ended (a restart, an administrator) is dropped by the pool and replaced on the
  // next query; without a listener its 'error' event would stop the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl);
  return pgliteDatabase(await openPglite(path.join(options.dataDir, 'db')));
}

/** Kysely's Migrator over every migration of this version (`npm run migrate` reports through it too). */
export function createMigrator(db: Db, all: Record<string, Migration> = migrations): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => all } });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
