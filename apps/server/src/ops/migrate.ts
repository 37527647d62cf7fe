import type { Migration } from 'kysely';
import { createMigrator, type Db } from '../db/connection.ts';
import { migrations } from '../db/migrations/index.ts';
import { formatTime } from './ops-error.ts';

/** One migration of this version and when it was applied (null: pending). */
export interface MigrationState {
  name: string;
  appliedAt: Date | null;
}

export interface MigrationRun {
  before: MigrationState[];
  after: MigrationState[];
  /** Applied by this run (read back from the database: a failed run rolls every step back). */
  applied: string[];
  failure: { name: string | null; reason: string } | null;
}

export const pendingOf = (states: MigrationState[]) =>
  states.filter((state) => !state.appliedAt).map((state) => state.name);

export async function migrationStates(
  db: Db,
  all: Record<string, Migration> = migrations,
): Promise<MigrationState[]> {
  const infos = await createMigrator(db, all).getMigrations();
  return infos.map((info) => ({ name: info.name, appliedAt: info.executedAt ?? null }));
}

/** Applies what is pending (Kysely's Migrator: one transaction, under its lock) and reports before and after. */
export async function runMigrations(
  db: Db,
  all: Record<string, Migration> = migrations,
): Promise<MigrationRun> {
  const before = await migrationStates(db, all);
  const { error, results = [] } = await createMigrator(db, all).migrateToLatest();
  const after = await migrationStates(db, all);
  const pendingBefore = new Set(pendingOf(before));
  const applied = after
    .filter((state) => state.appliedAt && pendingBefore.has(state.name))
    .map((s) => s.name);
  const failed = results.find((result) => result.status === 'Error');
  const failure = error
    ? { name: failed?.migrationName ?? null, reason: error instanceof Error ? error.message : String(error) }
    : null;
  return { before, after, applied, failure };
}

/** The state as the operator reads it: every migration with applied (when) or pending. */
export function describeStates(states: MigrationState[], appliedNow: string[] = []): string[] {
  const width = Math.max(0, ...states.map((state) => state.name.length));
  return states.map((state) => {
    const status = appliedNow.includes(state.name)
      ? 'nu toegepast'
      : state.appliedAt
        ? `toegepast ${formatTime(state.appliedAt)}`
        : 'nog niet toegepast';
    return `  ${state.name.padEnd(width)}  ${status}`;
  });
}

/** The closing line: what is pending, or that the database is up to date. */
export function summarizeStates(states: MigrationState[]): string {
  const pending = pendingOf(states);
  if (pending.length === 0) return `De database is bij: alle ${states.length} migraties zijn toegepast.`;
  return `${pending.length} van ${states.length} migraties wachten (${pending.join(', ')}): \`npm run migrate\` past ze toe, de server doet dat ook bij het starten.`;
}
