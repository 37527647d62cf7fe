import { createHash } from 'node:crypto';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The hot reads (the chat's history and catch-up pages) run as named prepared statements: each pooled connection
 * parses and plans them once, instead of on every request (planning was most of the database's time for a history
 * page: 0.2-0.26 ms of 0.4 ms on PostgreSQL, and more on PGlite's main thread). Only queries registered here are
 * prepared, so a connection holds a small, fixed set of statements. Their SQL names every column it selects: a column
 * added by a migration while an older instance runs does not change their result type (which would fail a prepared
 * statement).
 */
const names = new Map<string, string>();
/** A safety net: a query whose text varies (an IN list) must not grow every connection's statements without end. */
const MAX_PREPARED = 64;

/** The statement name a query's SQL text runs under, if it is one of the prepared reads (db/connection.ts asks). */
export const preparedName = (sqlText: string): string | undefined => names.get(sqlText);

/** Runs a query of a fixed shape as a named prepared statement: same rows, same errors as `execute()`. */
export async function executePrepared<Row>(db: Kysely<Database>, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  if (!names.has(compiled.sql) && names.size < MAX_PREPARED) {
    names.set(compiled.sql, `hot_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 24)}`);
  }
  return (await db.executeQuery(compiled)).rows;
}
