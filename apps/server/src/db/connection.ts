import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { preparedName } from './prepared.ts';
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
// A date (an invoice's issue and due date) stays its 'YYYY-MM-DD' text: as a Date it would be a local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * pg's promise-returning `query` keeps each result reachable long enough that young-generation collections copy
 * and promote it (measured: about 25 KB promoted per 50-message page, scavenges 5-15x longer); answering through
 * pg's callback form and a plain promise keeps results short-lived. Same results, same errors. The hot reads go out
 * as named prepared statements (db/prepared.ts).
 */
class LeanClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    // A connection that dies while a request holds it fails that request's queries; unheard, its 'error' event
    // would stop the process (the pool listens only while the connection is idle).
    this.on('error', () => undefined);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; only the (text, values) form is rerouted
  query(config: any, values?: any, callback?: any): any {
    if (typeof config !== 'string' || typeof values === 'function' || callback !== undefined) {
      return super.query(config, values, callback);
    }
    const name = preparedName(config);
    return new Promise((resolve, reject) => {
      const stopWatching = this.watch();
      const answered = (error: Error | null, result: pg.QueryResult) => {
        stopWatching?.();
        error ? reject(error) : resolve(result);
      };
      if (name) super.query({ name, text: config, values }, answered);
      else super.query(config, values, answered);
    });
  }

  /** Called as a query goes out; returns what to call once it is answered. PGlite's answers cannot stall. */
  protected watch(): (() => void) | undefined {
    return undefined;
  }
}

/** A query unanswered this long makes the pool ask, on a fresh connection, whether the database answers at all. */
const STALL_MS = 2_000;
/** While the database answers, a slow query is checked on less and less often, up to this interval. */
const MAX_STALL_CHECK_MS = 60_000;
/** Connecting, or waiting for a free pooled connection, may take this long; then the request answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A PostgreSQL connection that cannot hold a request forever. A query may be slow, or the network or the server may
 * have stopped answering: after STALL_MS a fresh connection asks `select 1`. When that fails too, this connection is
 * closed, its queries fail (the request answers 503) and the pool replaces it; a slow query on a database that
 * answers runs on (a long migration, a large import).
 */
class PostgresClient extends LeanClient {
  constructor(private readonly settings: pg.ClientConfig = {}) {
    super(settings);
  }

  protected override watch(): () => void {
    let answered = false;
    let timer: NodeJS.Timeout;
    const checkAfter = (waitMs: number) => {
      timer = setTimeout(async () => {
        const alive = await databaseAnswers(this.settings);
        if (answered) return;
        if (alive) return checkAfter(Math.min(waitMs * 2, MAX_STALL_CHECK_MS));
        const reason = 'the database stopped answering: connection closed';
        this.connection.stream.destroy(Object.assign(new Error(reason), { code: 'ETIMEDOUT' }));
      }, waitMs);
    };
    checkAfter(STALL_MS);
    return () => {
      answered = true;
      clearTimeout(timer);
    };
  }
}

/** One probe at a time per pool: every stalled query of an outage waits for the same answer. */
const probes = new WeakMap<pg.ClientConfig, Promise<boolean>>();

function databaseAnswers(settings: pg.ClientConfig): Promise<boolean> {
  let probe = probes.get(settings);
  if (!probe) {
    probe = askSelectOne(settings).finally(() => probes.delete(settings));
    probes.set(settings, probe);
  }
  return probe;
}

async function askSelectOne(settings: pg.ClientConfig): Promise<boolean> {
  const probe = new pg.Client({ ...settings, connectionTimeoutMillis: STALL_MS });
  probe.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), STALL_MS);
  });
  const answer = probe
    .connect()
    .then(() => probe.query('select 1'))
    .then(
      () => true,
      () => false,
    );
  const answered = await Promise.race([answer, silence]);
  clearTimeout(timer);
  if (answered) void probe.end().catch(() => undefined);
  else probe.connection.stream.destroy();
  return answered;
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
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    Client: PostgresClient,
  });
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
