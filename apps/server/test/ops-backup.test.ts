import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { defaultRateLimits } from '../src/auth/rate-limits.ts';
import { loadConfig } from '../src/config.ts';
import {
  type DatabaseHandle,
  type Db,
  migrateToLatest,
  openPglite,
  pgliteDatabase,
} from '../src/db/connection.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { liveDeps } from '../src/deps.ts';
import { logTransport } from '../src/mail/transport.ts';
import { MailWorker } from '../src/mail/worker.ts';
import { writeBackup } from '../src/ops/archive.ts';
import { backupCommand, migrateCommand, type OpsContext, restoreCommand } from '../src/ops/commands.ts';
import {
  askControl,
  type ControlServer,
  controlSocketPath,
  DataDirInUse,
  startControlServer,
} from '../src/ops/control.ts';
import { OpsError } from '../src/ops/ops-error.ts';
import { storageFor } from '../src/storage/index.ts';
import { createDossierVia, sendVia } from './support/dossier-factories.ts';
import { TEMPLATE_DUMP, testDatabaseUrl } from './support/engine.ts';
import { createCompany, createTenant } from './support/factories.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Each step opens PGlite (seconds each on a busy machine): more room than the suite's 20 s per test.
vi.setConfig({ testTimeout: 60_000 });

const silent = pino({ level: 'silent' });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-'));
const at = (...parts: string[]) => path.join(work, ...parts);

let printed: string[] = [];
const contextFor = (dataDir: string, env: Record<string, string> = {}): OpsContext => ({
  config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
  print: (line) => printed.push(line),
  logger: silent,
});

/** The real CLI (`npm run <command>` is `node scripts/run.mjs <command>`) in a child process. */
/** The server's settings of the shell running the tests (CI sets DATABASE_URL) must not reach the commands. */
const SERVER_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'DATA_DIR',
  'PORT',
  'PUBLIC_URL',
  'S3_ENDPOINT',
];

function cli(args: string[], env: Record<string, string>) {
  const inherited = { ...process.env };
  for (const name of SERVER_SETTINGS) delete inherited[name];
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/run.mjs', ...args],
      { cwd: ROOT, env: { ...inherited, LOG_LEVEL: 'info', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A migrated PGlite data folder: the run's migrated template when there is one, else migrated here. */
async function openDataFolder(dataDir: string): Promise<DatabaseHandle> {
  const template = !testDatabaseUrl && fs.existsSync(TEMPLATE_DUMP) ? fs.readFileSync(TEMPLATE_DUMP) : null;
  const database = pgliteDatabase(
    await openPglite(path.join(dataDir, 'db'), template ? new Blob([template]) : undefined),
  );
  if (!template) await migrateToLatest(database.db);
  return database;
}

const openRestored = async (dataDir: string) => pgliteDatabase(await openPglite(path.join(dataDir, 'db')));

async function rowsOf(db: Db, dossierId: string) {
  return {
    companies: await db.selectFrom('companies').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    dossier: await db.selectFrom('dossiers').selectAll().where('id', '=', dossierId).execute(),
    messages: await db
      .selectFrom('messages')
      .selectAll()
      .where('dossier_id', '=', dossierId)
      .orderBy('id')
      .execute(),
  };
}

/** Every file under a folder with its bytes, by relative path. */
function filesIn(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!fs.existsSync(folder)) return found;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(folder, full)] = fs.readFileSync(full).toString('base64');
  }
  return found;
}

/** The manifest inside a backup, read without unpacking the rest. */
function tarManifest(file: string): string {
  let text = '';
  tar.list({
    file,
    sync: true,
    onReadEntry: (entry) => {
      if (entry.path === 'manifest.json') entry.on('data', (chunk: Buffer) => (text += chunk.toString()));
      else entry.resume();
    },
  });
  return text;
}

/** What is in the work folder next to the data folders: no temporary or staging leftovers. */
const leftovers = () => fs.readdirSync(work).filter((name) => /\.(restoring-|partial)|^\./.test(name));

// The source: a data folder as the server has it open, with companies, dossiers, messages and files.
const source = at('source');
let database: DatabaseHandle;
let app: FastifyInstance;
let control: ControlServer;
let quietDossier: string;
let busyDossier: string;
let token: string;
let building: Promise<{ code: number; stderr: string }>;
let stopping: Promise<void> | null = null;
/** Stops the source's server (once): app, control channel and database, as the shutdown steps do. */
const stopSource = () =>
  (stopping ??= (async () => {
    await control?.close();
    await app?.close();
    await database?.close();
  })());

beforeAll(async () => {
  building = new Promise((resolve) =>
    execFile(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT }, (error, _out, stderr) =>
      resolve({ code: error ? 1 : 0, stderr }),
    ),
  );
  database = await openDataFolder(source);
  const config = loadConfig({ DATA_DIR: source, LOG_LEVEL: 'silent' });
  app = await buildApp(
    {
      config,
      db: database.db,
      mail: new MailWorker(database.db, logTransport(silent), silent),
      logger: silent,
      storage: storageFor(config),
      ...liveDeps(),
      rateLimits: { limits: { ...defaultRateLimits, api: { max: 1_000_000, windowMs: 60_000 } } },
    },
    { webDist: null, logger: false },
  );
  await app.ready();
  const tenant = await createTenant(app, database.db);
  await createCompany(database.db, { name: 'Smederij Brons', is_meru_client: false });
  token = tenant.memberToken;
  quietDossier = await createDossierVia(app, token, { title: 'Levering staal' });
  for (const text of ['Offerte volgt', 'Prima', 'Getekend retour'])
    await sendVia(app, token, quietDossier, text);
  busyDossier = await createDossierVia(app, token, { title: 'Druk dossier' });
  // Stand-ins for documents (those come later): complete files, and one still being written under a dot-name.
  fs.mkdirSync(path.join(source, 'files/2026/11'), { recursive: true });
  fs.writeFileSync(path.join(source, 'files/2026/11/offerte.pdf'), randomBytes(300_000));
  fs.writeFileSync(path.join(source, 'files/readme.txt'), 'getekend\n');
  fs.writeFileSync(path.join(source, 'files/2026/11/.upload-1'), 'half');
  control = await startControlServer({ config, database, logger: silent });
}, 120_000);

afterAll(async () => {
  await stopSource();
  fs.rmSync(work, { recursive: true, force: true });
});

const completeFiles = () => {
  const files = filesIn(path.join(source, 'files'));
  delete files['2026/11/.upload-1'];
  return files;
};

describe('backup and restore of the embedded mode', () => {
  let liveBackup: string;

  it('the running server takes a consistent backup while requests run; it restores into a fresh data folder', async () => {
    let sending = true;
    let sent = 0;
    const senders = [1, 2].map(async (n) => {
      for (let i = 0; sending; i += 1) {
        await sendVia(app, token, busyDossier, `bericht ${n}.${i}`);
        sent += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const acknowledged = await database.db.selectFrom('messages').select('id').execute();
    const sentBefore = sent;
    liveBackup = at('live.tar.gz');
    printed = [];
    const report = await backupCommand(contextFor(source), liveBackup);
    const sentDuring = sent - sentBefore;
    sending = false;
    await Promise.all(senders);

    expect(report.takenBy).toEqual({ pid: process.pid, role: 'server' });
    expect(sentDuring).toBeGreaterThan(0);
    expect(printed[0]).toBe(`Back-up gemaakt: ${liveBackup}`);
    expect(printed[1]).toMatch(/ in [\d,]+ m?s, door de Dossiers-server \(pid \d+\) terwijl hij draait$/);
    expect(report.manifest).toMatchObject({
      format: 'dossiers-backup',
      version: 1,
      engine: 'pglite',
      migrations: Object.keys(migrations),
      files: { count: 2, bytes: 300_000 + 'getekend\n'.length },
    });

    const restored = at('restored-live');
    const result = await restoreCommand(contextFor(restored), liveBackup);
    expect(result).toMatchObject({ setAside: null, pending: [] });
    expect(filesIn(path.join(restored, 'files'))).toEqual(completeFiles());
    const copy = await openRestored(restored);
    try {
      expect(await rowsOf(copy.db, quietDossier)).toEqual(await rowsOf(database.db, quietDossier));
      // Consistent: every acknowledged message is there, and each dossier's counter matches its messages.
      const ids = new Set((await copy.db.selectFrom('messages').select('id').execute()).map((row) => row.id));
      expect(acknowledged.filter((row) => !ids.has(row.id))).toEqual([]);
      const dossiers = await copy.db
        .selectFrom('dossiers')
        .leftJoin('messages', 'messages.dossier_id', 'dossiers.id')
        .select(({ fn }) => ['dossiers.id', 'dossiers.last_seq', fn.count('messages.id').as('count')])
        .select(({ fn }) => fn.max('messages.seq').as('max_seq'))
        .groupBy(['dossiers.id', 'dossiers.last_seq'])
        .execute();
      expect(dossiers).toHaveLength(2);
      for (const row of dossiers) expect([row.count, row.max_seq]).toEqual([row.last_seq, row.last_seq]);
    } finally {
      await copy.close();
    }
    expect(leftovers()).toEqual([]);
  });

  it('a failed backup leaves no FILE and no temporary files; an existing FILE needs --force', async () => {
    const failing = { dumpDataDir: async () => Promise.reject(new Error('schijf vol')) } as unknown as PGlite;
    const target = at('failed.tar.gz');
    await expect(writeBackup({ pglite: failing, db: database.db, dataDir: source }, target)).rejects.toThrow(
      'schijf vol',
    );
    expect(fs.existsSync(target)).toBe(false);
    expect(leftovers()).toEqual([]);

    printed = [];
    await expect(backupCommand(contextFor(source), liveBackup)).rejects.toThrow(
      /^Geen back-up gemaakt \(gevraagd aan de Dossiers-server \(pid \d+\)\): .*live\.tar\.gz bestaat al: kies een andere naam, of vervang het met --force$/,
    );
    const replaced = await backupCommand(contextFor(source), liveBackup, { force: true });
    expect(replaced.file).toBe(liveBackup);
  });

  it('refuses restore and migrate while the server runs on the data folder, touching nothing', async () => {
    const before = fs.readdirSync(source).sort();
    await expect(restoreCommand(contextFor(source), liveBackup, { force: true })).rejects.toThrow(
      `De datamap ${source} is in gebruik door de Dossiers-server (pid ${process.pid}): stop die eerst, terugzetten kan alleen op een stilstaande datamap`,
    );
    await expect(migrateCommand(contextFor(source))).rejects.toThrow(/is in gebruik door de Dossiers-server/);
    expect(fs.readdirSync(source).sort()).toEqual(before);
    expect(fs.readdirSync(work).filter((name) => name.startsWith('source.'))).toEqual([]);
  });

  it('the control channel: only this user may open it, one holder per data folder, a left-over socket is replaced', async () => {
    expect(fs.statSync(controlSocketPath(source)).mode & 0o777).toBe(0o600);
    const second = startControlServer({ config: contextFor(source).config, logger: silent, role: 'test' });
    await expect(second).rejects.toBeInstanceOf(DataDirInUse);
    await expect(second).rejects.toThrow(`is in gebruik door de Dossiers-server (pid ${process.pid})`);

    // A process killed while listening leaves its socket behind: nobody answers on it.
    const stale = at('stale');
    fs.mkdirSync(stale);
    spawnSync(process.execPath, [
      '-e',
      "require('net').createServer().listen(process.argv[1], () => process.kill(process.pid, 'SIGKILL'))",
      controlSocketPath(stale),
    ]);
    expect(fs.lstatSync(controlSocketPath(stale)).isSocket()).toBe(true);
    expect(await askControl(stale, { command: 'status' })).toBeNull();
    const claim = await startControlServer({
      config: contextFor(stale).config,
      logger: silent,
      role: 'npm run x',
    });
    expect(await askControl(stale, { command: 'status' })).toMatchObject({
      ok: true,
      holder: { pid: process.pid, role: 'npm run x' },
    });
    expect(await askControl(stale, { command: 'backup', file: at('x.tar.gz') })).toMatchObject({
      ok: false,
      error: `npm run x (pid ${process.pid}) is bezig met deze datamap; probeer het zo opnieuw`,
    });
    await claim.close();
    expect(fs.existsSync(controlSocketPath(stale))).toBe(false);
  });

  it('the npm commands: backup asks the running server; restore and migrate refuse while it runs', async () => {
    expect(await building).toMatchObject({ code: 0 });
    const file = at('via-cli.tar.gz');
    const backup = await cli(['backup', file], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Back-up gemaakt: ${file}\n`);
    expect(backup.stdout).toContain(`door de Dossiers-server (pid ${process.pid}) terwijl hij draait`);
    expect(fs.statSync(file).size).toBeGreaterThan(300_000);

    const restore = await cli(['restore', file, '--force'], { DATA_DIR: source });
    expect(restore).toMatchObject({ code: 1, stdout: '' });
    expect(restore.stderr).toMatch(/^De datamap .* is in gebruik door de Dossiers-server \(pid \d+\): .*\n$/);
    const migrate = await cli(['migrate', '--status'], { DATA_DIR: source });
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain('is in gebruik door de Dossiers-server');
    const usage = await cli(['backup'], { DATA_DIR: source });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run backup -- FILE [--force]');
  });

  it('with the server stopped, backup opens the data folder itself; the copy restores with the same rows and files', async () => {
    const rows = await rowsOf(database.db, busyDossier);
    await stopSource();
    expect(fs.existsSync(controlSocketPath(source))).toBe(false);

    const offline = at('offline.tar.gz');
    printed = [];
    const report = await backupCommand(contextFor(source), offline);
    expect(report.takenBy).toBeNull();
    expect(printed[1]).toMatch(/, met de server gestopt$/);

    const restored = at('restored-offline');
    await restoreCommand(contextFor(restored), offline);
    const copy = await openRestored(restored);
    try {
      expect(await rowsOf(copy.db, busyDossier)).toEqual(rows);
    } finally {
      await copy.close();
    }
    expect(filesIn(path.join(restored, 'files'))).toEqual(completeFiles());

    // The npm command for migrations (the migrations themselves: ops-migrate.test.ts), on a folder not set up yet.
    const status = await cli(['migrate', '--status'], { DATA_DIR: at('not-set-up') });
    expect(status).toMatchObject({ code: 0, stderr: '' });
    expect(status.stdout).toMatch(/^Database: PGlite in .*\/not-set-up\/db\nEr is nog geen database/);
    expect(status.stdout).toMatch(/\n {2}003-dossiers +nog niet toegepast\n/);
    expect(fs.existsSync(at('not-set-up'))).toBe(false);
  });

  it('refuses to restore over a data folder that is not empty; --force sets the old contents aside', async () => {
    const target = at('restored-offline');
    const before = filesIn(target);
    await expect(restoreCommand(contextFor(target), liveBackup)).rejects.toThrow(
      `De datamap ${target} is niet leeg: \`npm run restore -- ${liveBackup} --force\` zet de huidige inhoud opzij`,
    );
    expect(filesIn(target)).toEqual(before);

    printed = [];
    const report = await restoreCommand(contextFor(target), liveBackup, { force: true });
    expect(report.setAside).toMatch(/restored-offline\.before-restore-\d{8}-\d{6}$/);
    expect(filesIn(report.setAside!)).toEqual(before);
    expect(printed).toContain(
      `  De vorige inhoud staat in ${report.setAside} (verwijder die zelf als alles klopt)`,
    );
    expect(report.manifest.created_at).toBe(JSON.parse(tarManifest(liveBackup)).created_at);
    expect(fs.readdirSync(target).sort()).toEqual(['db', 'files']);
  });

  it('refuses a corrupt or foreign archive before touching anything', async () => {
    const target = at('never');
    // A small archive shaped like a backup (its database is not one), changed one way per case.
    const database = randomBytes(4096);
    const manifest = {
      format: 'dossiers-backup',
      version: 1,
      created_at: new Date().toISOString(),
      engine: 'pglite',
      pglite_version: '0.5.16',
      postgres_version: '18.6',
      migrations: Object.keys(migrations),
      database: {
        file: 'db.tar',
        bytes: database.length,
        sha256: createHash('sha256').update(database).digest('hex'),
      },
      files: { count: 1, bytes: 9 },
    };
    const pack = async (name: string, change: (folder: string) => void = () => {}) => {
      const folder = at(`${name}.work`);
      fs.mkdirSync(path.join(folder, 'files'), { recursive: true });
      fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
      fs.writeFileSync(path.join(folder, 'db.tar'), database);
      fs.writeFileSync(path.join(folder, 'files/readme.txt'), 'getekend\n');
      change(folder);
      await tar.create({ gzip: true, file: at(name), cwd: folder }, fs.readdirSync(folder));
      return at(name);
    };
    const withManifest = (changes: object) => (folder: string) =>
      fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify({ ...manifest, ...changes }));

    fs.writeFileSync(at('random.tar.gz'), randomBytes(5000));
    fs.writeFileSync(at('plain.tar.gz'), 'geen archief');
    fs.writeFileSync(at('note.txt'), 'iets anders');
    await tar.create({ gzip: true, file: at('foreign.tar.gz'), cwd: work }, ['note.txt']);
    const cases: Array<[string, RegExp]> = [
      [at('missing.tar.gz'), /het bestand bestaat niet/],
      [at('random.tar.gz'), /geen leesbaar tar\.gz-archief/],
      [at('plain.tar.gz'), /geen leesbaar tar\.gz-archief/],
      [at('foreign.tar.gz'), /geen manifest\.json: dit is geen back-up van Dossiers/],
      [await pack('other.tar.gz', withManifest({ format: 'iets' })), /dit is geen back-up van Dossiers/],
      [
        await pack('newer.tar.gz', withManifest({ version: 2 })),
        /formaatversie 2 komt van een nieuwere versie van Dossiers \(deze leest versie 1\)/,
      ],
      [
        await pack('no-time.tar.gz', withManifest({ created_at: 'gisteren' })),
        /manifest\.json klopt niet \(created_at/,
      ],
      [
        await pack('tampered.tar.gz', (folder) => fs.appendFileSync(path.join(folder, 'db.tar'), 'x')),
        /de database klopt niet met het manifest/,
      ],
      [
        await pack('lost-file.tar.gz', (folder) => fs.rmSync(path.join(folder, 'files/readme.txt'))),
        /0 bestanden in plaats van de 1 uit het manifest/,
      ],
      [
        await pack('future.tar.gz', withManifest({ migrations: [...manifest.migrations, '099-toekomst'] })),
        /migratie 099-toekomst is nieuwer dan deze versie van Dossiers/,
      ],
      [
        await pack('extra.tar.gz', (folder) => fs.writeFileSync(path.join(folder, 'run.sh'), 'rm -rf /')),
        /onbekende onderdelen \(run\.sh\)/,
      ],
      [await pack('not-a-database.tar.gz'), /de database is geen tar-archief van PGlite/],
      [
        await pack('other-tar.tar.gz', (folder) => {
          const dump = path.join(folder, 'db.tar');
          tar.create({ file: dump, cwd: folder, sync: true }, ['files']);
          const bytes = fs.readFileSync(dump);
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          withManifest({ database: { file: 'db.tar', bytes: bytes.length, sha256 } })(folder);
        }),
        /de database is geen PGlite-datamap \(geen PG_VERSION\)/,
      ],
    ];
    for (const [file, reason] of cases) {
      const refusal = restoreCommand(contextFor(target), file);
      await expect(refusal, file).rejects.toBeInstanceOf(OpsError);
      await expect(refusal, file).rejects.toThrow(reason);
      await expect(refusal, file).rejects.toThrow(/^Geen bruikbare back-up: .*\. Er is niets veranderd\.$/);
    }
    expect(fs.existsSync(target)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('with DATABASE_URL there is no data folder to guard: backup and restore point to pg_dump and pg_restore', async () => {
    const serverMode = contextFor(at('server-mode'), {
      DATABASE_URL: 'postgres://dossiers@db.example:5432/dossiers',
    });
    await expect(backupCommand(serverMode, at('x.tar.gz'))).rejects.toThrow(
      'Met DATABASE_URL maakt PostgreSQL zelf de back-up: pg_dump -Fc "$DATABASE_URL" > dossiers.dump',
    );
    await expect(restoreCommand(serverMode, liveBackup)).rejects.toThrow(
      'Met DATABASE_URL zet PostgreSQL zelf terug: pg_restore --clean --if-exists -d "$DATABASE_URL" dossiers.dump',
    );
    const none = await startControlServer({ config: serverMode.config, logger: silent });
    expect(fs.existsSync(at('server-mode'))).toBe(false);
    await none.close();
  });
});
