import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { RunDatabase } from './database.ts';

export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Runs `work` with SQL on a journey server's database: PostgreSQL when it has one, else its PGlite folder opened
 * here. One process at a time may open a PGlite folder: the server must be stopped meanwhile.
 */
export async function withSql(
  database: RunDatabase | null,
  dataDir: string,
  work: (sql: Sql) => Promise<void>,
) {
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await work(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
    return;
  }
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    extensions: { pg_trgm, unaccent },
  });
  try {
    await work(async (text, params) => (await pglite.query<Record<string, unknown>>(text, params)).rows);
  } finally {
    await pglite.close();
  }
}
