import fs from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase, openPglite, pgliteDatabase } from '../db/connection.ts';
import { migrations } from '../db/migrations/index.ts';
import {
  type BackupSummary,
  type Manifest,
  unpackBackup,
  unpackedDump,
  unusableBackup,
  writeBackup,
} from './archive.ts';
import { askControl, DataDirInUse, describeHolder, type Holder, startControlServer } from './control.ts';
import {
  describeStates,
  type MigrationRun,
  type MigrationState,
  migrationStates,
  pendingOf,
  runMigrations,
  summarizeStates,
} from './migrate.ts';
import { formatBytes, formatDuration, formatTime, OpsError } from './ops-error.ts';

/** What every command gets: the configuration, where its lines go, and a logger for the control channel. */
export interface OpsContext {
  config: Config;
  print: (line: string) => void;
  logger: Logger;
}

export const PG_DUMP_HINT =
  'Met DATABASE_URL maakt PostgreSQL zelf de back-up: pg_dump -Fc "$DATABASE_URL" > dossiers.dump, en de bestanden (DATA_DIR/files of de S3-bucket) apart; zie README, Operations';
export const PG_RESTORE_HINT =
  'Met DATABASE_URL zet PostgreSQL zelf terug: pg_restore --clean --if-exists -d "$DATABASE_URL" dossiers.dump, en de bestanden apart; zie README, Operations';

const countFiles = (count: number) => (count === 1 ? '1 bestand' : `${count} bestanden`);
const databaseFolder = (config: Config) => path.join(config.dataDir, 'db');
const hasDatabase = (config: Config) => fs.existsSync(path.join(databaseFolder(config), 'PG_VERSION'));

/** Where the command works, without the password of a DATABASE_URL. */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite in ${databaseFolder(config)}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL op ${url.host}${url.pathname}`;
}

/**
 * Opens the configured database for a command. In the embedded mode it first takes the data folder's control
 * channel, so the server (or another command) cannot open the folder meanwhile, and refuses when someone has it.
 */
async function withDatabase<T>(
  context: OpsContext,
  role: string,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const claim = await startControlServer({ config: context.config, logger: context.logger, role });
  try {
    const database = await openDatabase(context.config);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    await claim.close();
  }
}

export interface MigrateReport {
  states: MigrationState[];
  run: MigrationRun | null;
}

/** `npm run migrate [-- --status]`: applies what is pending (or only shows it) and prints every migration. */
export async function migrateCommand(
  context: OpsContext,
  options: { statusOnly?: boolean; migrations?: Record<string, Migration> } = {},
): Promise<MigrateReport> {
  const { statusOnly = false, migrations: all = migrations } = options;
  const { config, print } = context;
  print(`Database: ${describeDatabase(config)}`);
  if (statusOnly && !config.databaseUrl && !hasDatabase(config)) {
    const states = Object.keys(all).map((name) => ({ name, appliedAt: null }));
    print('Er is nog geen database: de eerste start of `npm run migrate` maakt hem aan.');
    for (const line of [...describeStates(states), summarizeStates(states)]) print(line);
    return { states, run: null };
  }
  try {
    return await withDatabase(context, 'npm run migrate', async (database) => {
      if (statusOnly) {
        const states = await migrationStates(database.db, all);
        for (const line of [...describeStates(states), summarizeStates(states)]) print(line);
        return { states, run: null };
      }
      const run = await runMigrations(database.db, all);
      for (const line of describeStates(run.after, run.applied)) print(line);
      if (run.failure)
        throw new OpsError(
          `Migratie ${run.failure.name ?? ''} mislukt: ${run.failure.reason}. Niets van deze run is toegepast.`,
        );
      print(
        run.applied.length > 0
          ? `Nu toegepast: ${run.applied.join(', ')}. ${summarizeStates(run.after)}`
          : `Niets te doen. ${summarizeStates(run.after)}`,
      );
      return { states: run.after, run };
    });
  } catch (error) {
    if (error instanceof DataDirInUse)
      throw new OpsError(
        `${error.message}: de server migreert zelf bij het starten; stop hem om migrate (ook --status) los te draaien`,
      );
    throw error;
  }
}

export interface BackupReport extends BackupSummary {
  /** The running process that took it, or null when this command opened the data folder itself. */
  takenBy: Holder | null;
}

/**
 * `npm run backup -- FILE`: the running server takes it over the control channel (no second process may open
 * the PGlite folder); when nothing runs on the folder, this command opens it and does the same.
 */
export async function backupCommand(
  context: OpsContext,
  file: string,
  { force = false } = {},
): Promise<BackupReport> {
  const { config, print } = context;
  if (config.databaseUrl) throw new OpsError(PG_DUMP_HINT);
  const target = path.resolve(file);
  const answer = await askControl(config.dataDir, { command: 'backup', file: target, force });
  let report: BackupReport;
  if (answer) {
    const by = describeHolder(answer.holder);
    if (!answer.ok) throw new OpsError(`Geen back-up gemaakt (gevraagd aan ${by}): ${answer.error}`);
    if (!answer.backup) throw new OpsError(`Geen back-up gemaakt: ${by} gaf geen verslag`);
    report = { ...answer.backup, takenBy: answer.holder };
  } else {
    if (!hasDatabase(config))
      throw new OpsError(`Geen database in ${databaseFolder(config)}: er is niets om te back-uppen`);
    const summary = await withDatabase(context, 'npm run backup', (database) =>
      writeBackup({ pglite: database.pglite!, db: database.db, dataDir: config.dataDir }, target, { force }),
    );
    report = { ...summary, takenBy: null };
  }
  const { manifest } = report;
  print(`Back-up gemaakt: ${report.file}`);
  print(
    `  ${formatBytes(report.bytes)} in ${formatDuration(report.ms)}, ${report.takenBy ? `door ${describeHolder(report.takenBy)} terwijl hij draait` : 'met de server gestopt'}`,
  );
  print(
    `  database ${formatBytes(manifest.database.bytes)} (PGlite ${manifest.pglite_version}, migraties t/m ${manifest.migrations.at(-1) ?? '(geen)'}); ${countFiles(manifest.files.count)}, ${formatBytes(manifest.files.bytes)}`,
  );
  return report;
}

export interface RestoreReport {
  dataDir: string;
  manifest: Manifest;
  /** Where the previous contents went (--force), or null when the folder was empty or new. */
  setAside: string | null;
  /** Migrations of this version the backup lacks: the server applies them at its next start. */
  pending: string[];
  ms: number;
}

const isEmptyFolder = (folder: string) =>
  !fs.existsSync(folder) || fs.readdirSync(folder).every((name) => name === 'control.sock');

const stamp = (time: Date) => time.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** A sibling name not in use yet: `${base}`, `${base}-2`, ... */
function freeName(base: string): string {
  let name = base;
  for (let n = 2; fs.existsSync(name); n += 1) name = `${base}-${n}`;
  return name;
}

async function refuseWhileHeld(dataDir: string) {
  const answer = await askControl(dataDir, { command: 'status' });
  if (answer)
    throw new OpsError(
      `${new DataDirInUse(dataDir, answer.holder).message}: stop die eerst, terugzetten kan alleen op een stilstaande datamap`,
    );
}

/**
 * `npm run restore -- FILE [--force]`: into the configured DATA_DIR, never while something runs on it. The
 * archive is unpacked and checked in a folder beside DATA_DIR and its database opened once there (PGlite loads
 * its own snapshot, which proves it opens); only then is DATA_DIR swapped: its old contents set aside as
 * DATA_DIR.before-restore-<time> (with --force; without, a non-empty DATA_DIR is refused), never deleted.
 */
export async function restoreCommand(
  context: OpsContext,
  file: string,
  { force = false } = {},
): Promise<RestoreReport> {
  const { config, print } = context;
  if (config.databaseUrl) throw new OpsError(PG_RESTORE_HINT);
  const started = performance.now();
  const source = path.resolve(file);
  const { dataDir } = config;
  await refuseWhileHeld(dataDir);
  if (!force && !isEmptyFolder(dataDir))
    throw new OpsError(
      `De datamap ${dataDir} is niet leeg: \`npm run restore -- ${file} --force\` zet de huidige inhoud opzij (als ${dataDir}.before-restore-<tijd>) en zet dan terug`,
    );
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const staging = fs.mkdtempSync(`${dataDir}.restoring-`);
  try {
    const manifest = await unpackBackup(source, staging);
    const pending = await loadDatabase(staging, source, manifest);
    fs.rmSync(unpackedDump(staging));
    fs.rmSync(path.join(staging, 'manifest.json'));
    await refuseWhileHeld(dataDir); // nothing may have started on it while the archive was checked
    let setAside: string | null = null;
    if (!isEmptyFolder(dataDir)) {
      setAside = freeName(`${dataDir}.before-restore-${stamp(new Date())}`);
      fs.renameSync(dataDir, setAside);
    } else if (fs.existsSync(dataDir)) {
      fs.rmSync(dataDir, { recursive: true });
    }
    fs.renameSync(staging, dataDir);
    const report = { dataDir, manifest, setAside, pending, ms: performance.now() - started };
    printRestore(print, source, report);
    return report;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Lets PGlite load its snapshot into <folder>/db: a database that does not open, or whose migrations are not
 * the manifest's, is refused. Returns the migrations of this version it lacks.
 */
async function loadDatabase(folder: string, source: string, manifest: Manifest): Promise<string[]> {
  const refuse = (reason: string) => unusableBackup(source, reason);
  const dump = new Blob([fs.readFileSync(unpackedDump(folder))], { type: 'application/x-tar' });
  let database: DatabaseHandle;
  try {
    database = pgliteDatabase(await openPglite(path.join(folder, 'db'), dump));
  } catch (error) {
    throw refuse(`de database opent niet (${error instanceof Error ? error.message : error})`);
  }
  try {
    const states = await migrationStates(database.db);
    const applied = states.filter((state) => state.appliedAt).map((state) => state.name);
    if (applied.join() !== manifest.migrations.join())
      throw refuse(
        `de database heeft migraties ${applied.join(', ') || '(geen)'}, het manifest noemt andere`,
      );
    return pendingOf(states);
  } finally {
    await database.close();
  }
}

function printRestore(print: OpsContext['print'], source: string, report: RestoreReport) {
  const { manifest } = report;
  print(`Teruggezet in ${report.dataDir}: ${source}`);
  print(
    `  back-up van ${formatTime(manifest.created_at)} (PGlite ${manifest.pglite_version}); database ${formatBytes(manifest.database.bytes)}, ${countFiles(manifest.files.count)} (${formatBytes(manifest.files.bytes)}); in ${formatDuration(report.ms)}`,
  );
  if (report.setAside)
    print(`  De vorige inhoud staat in ${report.setAside} (verwijder die zelf als alles klopt)`);
  print(
    report.pending.length > 0
      ? `  De back-up is ouder dan deze versie: de server past bij het starten ${report.pending.join(', ')} toe (of eerst \`npm run migrate\`)`
      : '  Alle migraties van deze versie zijn toegepast',
  );
  print('Start de server: npm start');
}
