import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import * as tar from 'tar';
import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { migrations } from '../db/migrations/index.ts';
import { migrationStates } from './migrate.ts';
import { OpsError } from './ops-error.ts';

/**
 * A backup is one tar.gz:
 *   manifest.json  what it is (format and version), when, PGlite and PostgreSQL versions, migrations applied
 *   db.tar         PGlite's own snapshot of its data folder (`dumpDataDir`), what `loadDataDir` reads back
 *   files/...      the complete files of DATA_DIR/files
 */
export const BACKUP_FORMAT = 'dossiers-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
const DB_DUMP = 'db.tar';
const FILES = 'files';

const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  created_at: z.iso.datetime(),
  engine: z.literal('pglite'),
  pglite_version: z.string(),
  postgres_version: z.string(),
  migrations: z.array(z.string()),
  database: z.object({
    file: z.literal(DB_DUMP),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  files: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type Manifest = z.infer<typeof Manifest>;

/** What a backup reports (also sent over the control channel, so plain JSON). */
export interface BackupSummary {
  file: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
}

/** The running database a backup is taken from: PGlite for the snapshot, Kysely for versions and migrations. */
export interface BackupSource {
  pglite: PGlite;
  db: Db;
  dataDir: string;
}

export const filesDir = (dataDir: string) => path.join(dataDir, FILES);

/** In slices, letting the server answer requests between them (a whole database at once would stall it). */
async function sha256(data: Buffer): Promise<string> {
  const hash = createHash('sha256');
  for (let offset = 0; offset < data.length; offset += 1024 * 1024) {
    hash.update(data.subarray(offset, offset + 1024 * 1024));
    await new Promise(setImmediate);
  }
  return hash.digest('hex');
}

/**
 * Writes the backup as FILE through a temporary name beside it, renamed into place only when complete: a failed
 * backup leaves no FILE behind. The database snapshot comes first, then the files, so every document row in the
 * snapshot finds its file (files are written before their row is committed, see README, Operations).
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  options: { force?: boolean } = {},
): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(file);
  if (!options.force && fs.existsSync(target))
    throw new OpsError(`${target} bestaat al: kies een andere naam, of vervang het met --force`);
  if (!fs.statSync(path.dirname(target), { throwIfNoEntry: false })?.isDirectory())
    throw new OpsError(`de map ${path.dirname(target)} bestaat niet`);
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}.`));
  const partial = `${staging}.partial`;
  try {
    const { version } = (await sql<{ version: string }>`select version()`.execute(source.db)).rows[0]!;
    const applied = (await migrationStates(source.db)).filter((state) => state.appliedAt);
    // PGlite reads its whole data folder in one synchronous step between two statements: a crash-consistent
    // image (a transaction still open at that moment is not in it), taken without stopping the server.
    const dump = Buffer.from(await (await source.pglite.dumpDataDir('none')).arrayBuffer());
    await fs.promises.writeFile(path.join(staging, DB_DUMP), dump);
    const files = snapshotFiles(filesDir(source.dataDir), path.join(staging, FILES));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      engine: 'pglite',
      pglite_version: version.match(/PGlite ([\w.-]+)/)?.[1] ?? 'onbekend',
      postgres_version: version.match(/PostgreSQL ([\d.]+)/)?.[1] ?? 'onbekend',
      migrations: applied.map((state) => state.name),
      database: { file: DB_DUMP, bytes: dump.length, sha256: await sha256(dump) },
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: { level: 3 }, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      DB_DUMP,
      FILES,
    ]);
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, ms: performance.now() - started, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Takes the complete files of DATA_DIR/files into the staging folder: a hard link where the file system allows
 * (instant, no extra space, and a later rename or delete of the original does not touch it), else a copy that
 * is repeated when the file changed while it was copied. Names starting with a dot are files still being
 * written (they get their real name by a rename when complete) and are left out, as are symbolic links.
 */
function snapshotFiles(from: string, to: string): Manifest['files'] {
  fs.mkdirSync(to, { recursive: true });
  const taken = { count: 0, bytes: 0 };
  const walk = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(from, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no files yet (or a folder just removed)
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        fs.mkdirSync(path.join(to, name));
        walk(name);
      } else if (entry.isFile()) {
        const size = takeFile(path.join(from, name), path.join(to, name));
        if (size === null) continue;
        taken.count += 1;
        taken.bytes += size;
      }
    }
  };
  walk('');
  return taken;
}

/** The size taken, or null when the file was deleted meanwhile. */
function takeFile(source: string, target: string): number | null {
  try {
    fs.linkSync(source, target);
    return fs.statSync(target).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // another file system, or one without hard links: copy instead
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const before = fs.statSync(source, { throwIfNoEntry: false });
    if (!before) return null;
    fs.copyFileSync(source, target);
    const after = fs.statSync(source, { throwIfNoEntry: false });
    if (after && after.size === before.size && after.mtimeMs === before.mtimeMs) return after.size;
  }
  throw new OpsError(
    `${source} veranderde tijdens elke kopie: een bestand wordt onder een tijdelijke naam geschreven`,
  );
}

/** The refusal of an archive that is not a usable backup; nothing has been touched when it is thrown. */
export const unusableBackup = (file: string, reason: string) =>
  new OpsError(`Geen bruikbare back-up: ${file}: ${reason}. Er is niets veranderd.`);

/** Only what writeBackup puts in an archive may come out of one. */
function allowedEntry(entryPath: string, type: string): boolean {
  const name = entryPath.replace(/\/$/, '');
  if (name === MANIFEST || name === DB_DUMP) return type === 'File';
  if (name === FILES) return type === 'Directory';
  return name.startsWith(`${FILES}/`) && ['File', 'Directory', 'Link'].includes(type);
}

/**
 * Unpacks a backup into an empty folder `into` (db.tar, files/ and manifest.json) and checks it before anything
 * else is touched: a Dossiers backup of a format version this version reads, a database that matches its
 * checksum, the files it lists, and no migration this version does not know (a backup from a newer version).
 */
export async function unpackBackup(file: string, into: string): Promise<Manifest> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    throw unusableBackup(file, 'het bestand bestaat niet');
  const foreign: string[] = [];
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      filter: (entryPath, entry) => {
        const allowed = allowedEntry(entryPath, 'type' in entry ? entry.type : '');
        if (!allowed) foreign.push(entryPath);
        return allowed;
      },
    });
  } catch (error) {
    throw unusableBackup(
      file,
      `geen leesbaar tar.gz-archief (${error instanceof Error ? error.message : error})`,
    );
  }
  const manifestFile = path.join(into, MANIFEST);
  if (!fs.existsSync(manifestFile))
    throw unusableBackup(file, `geen ${MANIFEST}: dit is geen back-up van Dossiers`);
  if (foreign.length > 0)
    throw unusableBackup(file, `onbekende onderdelen (${foreign.slice(0, 3).join(', ')})`);
  let raw: { format?: unknown; version?: unknown };
  try {
    raw = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    throw unusableBackup(file, `${MANIFEST} is geen JSON`);
  }
  if (raw?.format !== BACKUP_FORMAT) throw unusableBackup(file, 'dit is geen back-up van Dossiers');
  if (typeof raw.version === 'number' && raw.version > BACKUP_VERSION)
    throw unusableBackup(
      file,
      `formaatversie ${raw.version} komt van een nieuwere versie van Dossiers (deze leest versie ${BACKUP_VERSION})`,
    );
  const parsed = Manifest.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw unusableBackup(file, `${MANIFEST} klopt niet (${issue?.path.join('.')}: ${issue?.message})`);
  }
  const manifest = parsed.data;
  const dump = fs.readFileSync(path.join(into, DB_DUMP));
  if (dump.length !== manifest.database.bytes || (await sha256(dump)) !== manifest.database.sha256)
    throw unusableBackup(file, 'de database klopt niet met het manifest (beschadigd)');
  const files = countFiles(path.join(into, FILES));
  if (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes)
    throw unusableBackup(
      file,
      `${files.count} bestanden in plaats van de ${manifest.files.count} uit het manifest`,
    );
  const unknown = manifest.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0)
    throw unusableBackup(file, `migratie ${unknown.join(', ')} is nieuwer dan deze versie van Dossiers`);
  await expectPgliteFolder(path.join(into, DB_DUMP), file);
  return manifest;
}

/** PGlite's snapshot is a tar of its data folder: check that before PGlite is given it (it chokes on others). */
async function expectPgliteFolder(dump: string, file: string) {
  const names = new Set<string>();
  try {
    await tar.list({
      file: dump,
      strict: true,
      onReadEntry: (entry) => names.add(entry.path.replace(/^\/+/, '')),
    });
  } catch {
    throw unusableBackup(file, 'de database is geen tar-archief van PGlite');
  }
  if (!names.has('PG_VERSION'))
    throw unusableBackup(file, 'de database is geen PGlite-datamap (geen PG_VERSION)');
}

/** Where restore finds the database dump once unpacked. */
export const unpackedDump = (folder: string) => path.join(folder, DB_DUMP);
export const unpackedManifest = (folder: string) => path.join(folder, MANIFEST);

function countFiles(folder: string): Manifest['files'] {
  const counted = { count: 0, bytes: 0 };
  if (!fs.existsSync(folder)) return counted;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    counted.count += 1;
    counted.bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return counted;
}
