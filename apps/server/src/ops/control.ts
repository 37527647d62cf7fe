import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { type BackupSummary, writeBackup } from './archive.ts';
import { formatBytes, formatDuration, OpsError } from './ops-error.ts';

/**
 * The control channel of the embedded mode: a Unix socket DATA_DIR/control.sock that only the user running
 * Dossiers can open (mode 0600). Whoever has the PGlite folder open listens on it (the server, or an operations
 * command working offline), so it also tells every other process that the folder is taken: one data folder is
 * never opened by two processes. The running server answers `backup` with PGlite's own snapshot.
 *
 * Protocol: one JSON line in (`{"command":"status"}` or `{"command":"backup","file":"/abs/path"}`), one JSON
 * line back, then the connection closes.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/** Linux's sun_path holds 108 bytes including the closing NUL. */
const MAX_SOCKET_PATH = 107;
const MAX_REQUEST = 64 * 1024;
const IDLE_MS = 10_000;

/** Who has the data folder open. */
export interface Holder {
  pid: number;
  role: string;
}

const ControlRequest = z.discriminatedUnion('command', [
  z.object({ command: z.literal('status') }),
  z.object({
    command: z.literal('backup'),
    file: z.string().refine((file) => path.isAbsolute(file), 'must be an absolute path'),
    force: z.boolean().optional(),
  }),
]);
export type ControlRequest = z.infer<typeof ControlRequest>;

export type ControlAnswer =
  | { ok: true; holder: Holder; backup?: BackupSummary }
  | { ok: false; holder: Holder; error: string };

export const describeHolder = (holder: Holder) =>
  holder.role === 'server' ? `de Dossiers-server (pid ${holder.pid})` : `${holder.role} (pid ${holder.pid})`;

/** Another process has this data folder open: it answered on the control channel. */
export class DataDirInUse extends OpsError {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(`De datamap ${dataDir} is in gebruik door ${describeHolder(holder)}`);
  }
}

export interface ControlServer {
  /** Takes backups of this database from now on (the channel claims the folder before it is opened). */
  serve(database: DatabaseHandle): void;
  /** Stops taking requests, waits for a backup under way, removes the socket. */
  close(): Promise<void>;
}

export interface ControlOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /** The open database; without it the channel only holds the folder and answers status. */
  database?: DatabaseHandle;
  logger: Logger;
  /** What the operator is told holds the folder: 'server', or the command, e.g. 'npm run migrate'. */
  role?: string;
}

/**
 * Listens on DATA_DIR/control.sock (embedded mode; with DATABASE_URL there is no data folder to guard and this
 * does nothing). A socket that nobody answers on is left over from a process that stopped without cleaning up
 * and is replaced; one that answers means the folder is taken: DataDirInUse.
 */
export async function startControlServer(options: ControlOptions): Promise<ControlServer> {
  if (options.config.databaseUrl) return { serve: () => {}, close: async () => {} };
  const { dataDir } = options.config;
  const holder: Holder = { pid: process.pid, role: options.role ?? 'server' };
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
    throw new OpsError(
      `het beheerkanaal ${socketPath} is langer dan een Unix-socket toestaat (${MAX_SOCKET_PATH} bytes): kies een kortere DATA_DIR`,
    );
  fs.mkdirSync(dataDir, { recursive: true });

  let backupUnderWay: Promise<BackupSummary> | null = null;
  let closing = false;
  let database = options.database;

  async function answer(request: ControlRequest): Promise<ControlAnswer> {
    if (request.command === 'status') return { ok: true, holder };
    const pglite = database?.pglite;
    if (!database || !pglite)
      return {
        ok: false,
        holder,
        error: `${describeHolder(holder)} is bezig met deze datamap; probeer het zo opnieuw`,
      };
    if (closing) return { ok: false, holder, error: 'de server stopt: maak de back-up na de herstart' };
    if (backupUnderWay)
      return { ok: false, holder, error: 'er loopt al een back-up; probeer het zo opnieuw' };
    backupUnderWay = writeBackup({ pglite, db: database.db, dataDir }, request.file, {
      force: request.force,
    });
    try {
      const backup = await backupUnderWay;
      options.logger.info(
        `Back-up gemaakt: ${backup.file} (${formatBytes(backup.bytes)}, ${formatDuration(backup.ms)})`,
      );
      return { ok: true, holder, backup };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof OpsError) options.logger.warn(`Back-up naar ${request.file} geweigerd: ${reason}`);
      else options.logger.error({ err: error }, `Back-up naar ${request.file} mislukt: ${reason}`);
      return { ok: false, holder, error: reason };
    } finally {
      backupUnderWay = null;
    }
  }

  const waiting = new Set<net.Socket>();
  const onConnection = (socket: net.Socket) => {
    let received = '';
    waiting.add(socket);
    socket.setEncoding('utf8');
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('close', () => waiting.delete(socket));
    socket.on('error', () => {}); // a client that went away; its backup still completes
    socket.on('data', (chunk: string) => {
      if (!waiting.has(socket)) return;
      received += chunk;
      if (received.length > MAX_REQUEST) return void socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      waiting.delete(socket);
      socket.setTimeout(0);
      const parsed = ControlRequest.safeParse(safeJson(received.slice(0, end)));
      const reply = parsed.success
        ? answer(parsed.data)
        : Promise.resolve<ControlAnswer>({ ok: false, holder, error: 'onbekend verzoek' });
      void reply.then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
  };
  const server = await listenAlone(onConnection, socketPath, dataDir);

  return {
    serve(opened) {
      database = opened;
    },
    async close() {
      closing = true;
      for (const socket of waiting) socket.destroy();
      // Closing the listener removes the socket file at once; the callback waits for open connections, so a
      // backup under way finishes (its client gets its answer) before the database closes after this step.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backupUnderWay?.catch(() => {});
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Binds the socket (the bind itself is the lock: two processes cannot both bind one path), 0600 from the start. */
async function listenAlone(
  onConnection: (socket: net.Socket) => void,
  socketPath: string,
  dataDir: string,
): Promise<net.Server> {
  for (let attempt = 0; ; attempt += 1) {
    const server = net.createServer(onConnection);
    try {
      await listenPrivately(server, socketPath);
      return server;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 0) throw error;
      const answer = await askControl(dataDir, { command: 'status' });
      if (answer) throw new DataDirInUse(dataDir, answer.holder);
      if (!fs.lstatSync(socketPath).isSocket())
        throw new OpsError(`${socketPath} bestaat maar is geen socket: verwijder het`);
      fs.unlinkSync(socketPath); // left over from a process that stopped without closing it
    }
  }
}

function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // The bind happens inside listen(), synchronously: under this umask the socket is never reachable by others.
    const previous = setUmask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        fs.chmodSync(socketPath, 0o600);
        resolve();
      });
    } finally {
      if (previous !== null) setUmask(previous);
    }
  });
}

/** process.umask is not available in worker threads: there the chmod right after listening has to do. */
function setUmask(mask: number): number | null {
  try {
    return process.umask(mask);
  } catch {
    return null;
  }
}

/**
 * Asks whoever holds the data folder. Null when nobody listens (no socket, or one left over). A process that
 * accepts but does not answer within timeoutMs still holds the folder: it is reported as an unknown holder.
 */
export function askControl(
  dataDir: string,
  request: ControlRequest,
  { timeoutMs = request.command === 'status' ? 5000 : 0 } = {},
): Promise<ControlAnswer | null> {
  const socketPath = controlSocketPath(dataDir);
  const unknown: Holder = { pid: 0, role: 'een proces dat niet antwoordt' };
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.createConnection(socketPath, () => socket.write(`${JSON.stringify(request)}\n`));
    socket.setEncoding('utf8');
    if (timeoutMs > 0)
      socket.setTimeout(timeoutMs, () => {
        socket.destroy();
        resolve({ ok: false, holder: unknown, error: 'het beheerkanaal antwoordt niet' });
      });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => {
      const answer = safeJson(received.trim()) as ControlAnswer | null;
      resolve(
        answer?.holder
          ? answer
          : { ok: false, holder: unknown, error: 'het beheerkanaal sloot zonder antwoord' },
      );
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENOTDIR'].includes(error.code ?? '')) return resolve(null);
      if (error.code === 'EACCES' || error.code === 'EPERM')
        return reject(
          new OpsError(
            `Geen toegang tot ${socketPath}: draai dit commando als dezelfde gebruiker als de Dossiers-server`,
          ),
        );
      reject(error);
    });
  });
}
