import { sql } from 'kysely';
import type { Db } from '../../../src/db/connection.ts';

/**
 * The mail worker, running beside the requests, changes a queued mail as it delivers it (attempts, sent_at, and it
 * forgets the content once sent): of the outbox only what a request writes and the worker keeps is compared; of a
 * session all but when it was last seen.
 */
const COMPARED_COLUMNS: Record<string, string[]> = {
  mail_outbox: ['id', 'to_address', 'subject', 'created_at'],
  // A signed-in request moves its session's last_seen_at once a minute, whatever its answer (issue 23).
  sessions: ['id', 'user_id', 'token_hash', 'created_at', 'expires_at', 'user_agent', 'ip', 'enrolment_only'],
};

/** Every table of the public schema with its row count and an md5 of its rows: equal means nothing was written. */
export async function databaseChecksum(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const columns = COMPARED_COLUMNS[name];
    const row = columns
      ? sql`jsonb_build_object(${sql.join(columns.flatMap((column) => [sql.lit(column), sql.ref(`t.${column}`)]))})`
      : sql`to_jsonb(t)`;
    const { rows } = await sql<{ count: string; sum: string | null }>`
      select count(*) as count, md5(string_agg((${row})::text, '|' order by (${row})::text)) as sum
      from ${sql.table(name)} as t`.execute(db);
    sums[name] = `${rows[0]?.count}:${rows[0]?.sum ?? ''}`;
  }
  return sums;
}
