import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { createMigrator, openDatabase, openPglite, pgliteDatabase } from '../src/db/connection.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { backupCommand, migrateCommand, type OpsContext, restoreCommand } from '../src/ops/commands.ts';
import { OpsError } from '../src/ops/ops-error.ts';
import { databaseNamed, TEMPLATE_DUMP, testDatabaseUrl } from './support/engine.ts';

// Each step opens PGlite (seconds each on a busy machine): more room than the suite's 20 s per test.
vi.setConfig({ testTimeout: 60_000 });

const silent = pino({ level: 'silent' });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-migrate-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let printed: string[] = [];
const contextOf = (config: Config): OpsContext => ({
  config,
  print: (line) => printed.push(line),
  logger: silent,
});

/** This version's migrations without the last: what an older version of Dossiers had. */
const names = Object.keys(migrations);
const older = Object.fromEntries(Object.entries(migrations).slice(0, -1));
const [latest] = names.slice(-1);

/** A backup taken while the database was at the older version's migrations (by the first test). */
const olderBackup = path.join(work, 'older.tar.gz');

/**
 * Brings a new database to where an older version of Dossiers left it: all but the latest migration. PGlite
 * starts from this run's migrated template when there is one (much faster than a new folder) and goes down one.
 */
async function asOlderVersionLeftIt(config: Config) {
  const template = !testDatabaseUrl && fs.existsSync(TEMPLATE_DUMP) ? fs.readFileSync(TEMPLATE_DUMP) : null;
  if (!template) return migrateCommand(contextOf(config), { migrations: older });
  const database = pgliteDatabase(await openPglite(path.join(config.dataDir, 'db'), new Blob([template])));
  try {
    const { error } = await createMigrator(database.db).migrateDown();
    if (error) throw error;
  } finally {
    await database.close();
  }
}

/** PGlite in a data folder always; PostgreSQL too when the suite runs on it (an empty database of its own). */
const engines = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

describe.each(engines)('npm run migrate on %s', (engine) => {
  let config: Config;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (engine === 'pglite') {
      config = loadConfig({ DATA_DIR: path.join(work, engine), LOG_LEVEL: 'silent' });
      return;
    }
    const name = `dossier_t${randomUUID().slice(0, 8)}_${process.env.TEST_TEMPLATE_DATABASE?.split('_').at(-1)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    config = loadConfig({ DATABASE_URL: databaseNamed(testDatabaseUrl!, name), LOG_LEVEL: 'silent' });
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  });
  afterAll(() => dropDatabase());

  it('shows every migration pending on a new database, applies what is pending, and has nothing to do twice', async () => {
    printed = [];
    const fresh = await migrateCommand(contextOf(config), { statusOnly: true });
    expect(fresh.states.map((state) => state.appliedAt)).toEqual(names.map(() => null));
    expect(printed.slice(-names.length - 1)).toEqual([
      ...names.map((name) => expect.stringMatching(new RegExp(`^  ${name} +nog niet toegepast$`))),
      `${names.length} van ${names.length} migraties wachten (${names.join(', ')}): \`npm run migrate\` past ze toe, de server doet dat ook bij het starten.`,
    ]);
    if (engine === 'pglite') expect(fs.existsSync(config.dataDir)).toBe(false); // --status creates nothing

    // The database as an older version of Dossiers left it (the run's migrated template when there is one).
    await asOlderVersionLeftIt(config);
    printed = [];
    const before = await migrateCommand(contextOf(config), { statusOnly: true });
    expect(before.run).toBeNull();
    expect(printed.at(-1)).toBe(
      `1 van ${names.length} migraties wachten (${latest}): \`npm run migrate\` past ze toe, de server doet dat ook bij het starten.`,
    );
    if (engine === 'pglite') await backupCommand(contextOf(config), olderBackup);

    // This version's migrate: only the new migration is applied now.
    printed = [];
    const upgraded = await migrateCommand(contextOf(config));
    expect(upgraded.run?.applied).toEqual([latest]);
    expect(printed).toEqual([
      expect.stringMatching(/^Database: (PGlite in .*\/db|PostgreSQL op .*)$/),
      ...names.slice(0, -1).map((name) => expect.stringMatching(new RegExp(`^  ${name} +toegepast \\d{4}-`))),
      expect.stringMatching(new RegExp(`^  ${latest} +nu toegepast$`)),
      `Nu toegepast: ${latest}. De database is bij: alle ${names.length} migraties zijn toegepast.`,
    ]);

    printed = [];
    const again = await migrateCommand(contextOf(config));
    expect(again.run?.applied).toEqual([]);
    expect(printed.at(-1)).toBe(
      `Niets te doen. De database is bij: alle ${names.length} migraties zijn toegepast.`,
    );
    expect(printed.join('\n')).not.toContain('nu toegepast');
    expect(again.states.map((state) => state.appliedAt)).toEqual(
      upgraded.states.map((state) => state.appliedAt),
    );
  });

  it('a failing migration: one clear line, and nothing of that run is applied', async () => {
    const broken = {
      ...migrations,
      '900-fine': {
        up: async (db: Kysely<unknown>) => void (await sql`create table ops_fine (id int)`.execute(db)),
      },
      '901-broken': {
        up: async (db: Kysely<unknown>) => void (await sql`select * from ops_missing`.execute(db)),
      },
    };
    printed = [];
    const failing = migrateCommand(contextOf(config), { migrations: broken });
    await expect(failing).rejects.toBeInstanceOf(OpsError);
    await expect(failing).rejects.toThrow(
      /^Migratie 901-broken mislukt: relation "ops_missing" does not exist\. Niets van deze run is toegepast\.$/,
    );
    expect(printed.slice(-2)).toEqual([
      expect.stringMatching(/^ {2}900-fine +nog niet toegepast$/),
      expect.stringMatching(/^ {2}901-broken +nog niet toegepast$/),
    ]);
    const database = await openDatabase(config);
    try {
      const table = await sql<{
        found: string | null;
      }>`select to_regclass('ops_fine')::text as found`.execute(database.db);
      expect(table.rows[0]?.found).toBeNull();
    } finally {
      await database.close();
    }
  });

  it.runIf(engine === 'pglite')(
    'a backup from an older version restores; its missing migration is applied by the next migrate (or start)',
    async () => {
      const restored = loadConfig({ DATA_DIR: path.join(work, 'restored'), LOG_LEVEL: 'silent' });
      printed = [];
      const report = await restoreCommand(contextOf(restored), olderBackup);
      expect(report.pending).toEqual([latest]);
      expect(printed).toContain(
        `  De back-up is ouder dan deze versie: de server past bij het starten ${latest} toe (of eerst \`npm run migrate\`)`,
      );
      const run = await migrateCommand(contextOf(restored));
      expect(run.run?.applied).toEqual([latest]);
    },
  );
});
