import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresDatabase } from '../src/db/connection.ts';
import { testDatabaseUrl } from './support/engine.ts';

describe.runIf(testDatabaseUrl)('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and answers the next query', async () => {
    const database = postgresDatabase(testDatabaseUrl!, 1);
    const admin = new pg.Client({ connectionString: testDatabaseUrl! });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
