import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.ts';

/** Secrets by what they are, e.g. { 'reset link token': 'Xy...' }. */
export type Secrets = Record<string, string>;

export const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Every row of every table in the app's schema as PostgreSQL prints it: every column, whatever its type. */
export async function everyRowAsText(db: Db): Promise<Array<{ where: string; text: string }>> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename
  `.execute(db);
  const rows: Array<{ where: string; text: string }> = [];
  for (const { name } of tables.rows) {
    const found = await sql<{ text: string }>`select t::text as text from ${sql.table(name)} t`.execute(db);
    rows.push(...found.rows.map(({ text }) => ({ where: name, text })));
  }
  return rows;
}

/** The ways a secret can be written down: as it is, URL-encoded, and as the hex of its bytes (a bytea column). */
const spellings = (secret: string) => [
  ...new Set([secret, encodeURIComponent(secret), Buffer.from(secret).toString('hex')]),
];

/** Each secret found in the texts, with where ("reset link token in mail_outbox"); empty when none shows up. */
export function sightings(texts: Array<{ where: string; text: string }>, secrets: Secrets): string[] {
  const seen = new Set<string>();
  for (const [name, secret] of Object.entries(secrets)) {
    if (secret.length < 8) throw new Error(`${name} is too short to look for: "${secret}"`);
    for (const { where, text } of texts) {
      if (spellings(secret).some((spelling) => text.includes(spelling))) seen.add(`${name} in ${where}`);
    }
  }
  return [...seen];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The median answer time of two kinds of attempt, measured in turns (a, b, then b, a, ...) so that a busy machine
 * slows both alike. `settle` runs untimed after each attempt (work a route does after answering). Two warm-up
 * rounds are not counted.
 */
export async function interleavedMedians(
  attempts: { a: () => Promise<unknown>; b: () => Promise<unknown> },
  options: { rounds: number; settle?: () => Promise<void> },
): Promise<{ a: number; b: number }> {
  const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
  const warmUp = 2;
  for (let round = 0; round < options.rounds + warmUp; round += 1) {
    const order: Array<'a' | 'b'> = round % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const kind of order) {
      const started = performance.now();
      await attempts[kind]();
      const took = performance.now() - started;
      await options.settle?.();
      if (round >= warmUp) times[kind].push(took);
    }
  }
  return { a: median(times.a), b: median(times.b) };
}
