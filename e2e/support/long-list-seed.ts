import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { PASSWORD } from './api.ts';
import { createRunDatabase } from './database.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';
import { type Sql, withSql } from './sql.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The people and dossiers the long-list journey finds in its database. */
export interface LongListWorld {
  engine: 'PGlite' | 'PostgreSQL';
  anna: string;
  bram: string;
  bigDossierId: string;
  /** The title of the oldest dossier: the last row of Anna's sidebar. */
  lastDossierTitle: string;
  seedMs: number;
}

export interface SeededServer extends LongListWorld {
  url: string;
  stop(): Promise<void>;
}

/**
 * Anna (admin) is in `dossierCount` dossiers of her company; the newest, shared with her colleague Bram,
 * holds `messageCount` messages (they take turns). Every dossier's counters are kept as appendMessage
 * keeps them: last_seq is the newest seq, last_message_* describe that message, read_seq <= last_seq.
 * One INSERT ... generate_series per table.
 */
async function seed(sql: Sql, dossierCount: number, messageCount: number) {
  const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const registration = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const [company] = await sql(
    `insert into companies (name, registration_number, is_meru_client) values ('Lange Lijsten BV', $1, true) returning id`,
    [registration],
  );
  const people = await sql(
    `insert into users (company_id, email, first_name, last_name, role, password_hash)
     values ($1, 'anna@lange-lijsten.test', 'Anna', 'de Vries', 'admin', $2),
            ($1, 'bram@lange-lijsten.test', 'Bram', 'Jansen', 'user', $2)
     returning id, email`,
    [company.id, passwordHash],
  );
  const [anna, bram] = people;
  // Dossier n had its last message n minutes ago: n = 1 is the big one, n = dossierCount the oldest.
  await sql(
    `insert into dossiers (title, owner_company_id, created_by, created_at)
     select case when n = 1 then 'Groot dossier' else 'Dossier ' || n end, $1::uuid, $2::uuid, now() - interval '30 days'
     from generate_series(1, $3::int) as n`,
    [company.id, anna.id, dossierCount],
  );
  const [big] = await sql(`select id from dossiers where title = 'Groot dossier'`);
  await sql(`insert into dossier_companies (dossier_id, company_id) select id, $1::uuid from dossiers`, [
    company.id,
  ]);
  await sql(
    `insert into dossier_users (dossier_id, user_id, company_id) select id, $1::uuid, $2::uuid from dossiers
     union all select $3::uuid, $4::uuid, $2::uuid`,
    [anna.id, company.id, big.id, bram.id],
  );
  // The big dossier's messages, oldest first (ids follow seqs); one message in every other dossier.
  await sql(
    `insert into messages (dossier_id, seq, sender_id, message_type, body, created_at)
     select $1::uuid, n, case when n % 2 = 0 then $2::uuid else $3::uuid end, 'user', 'Bericht ' || n,
            now() - interval '1 minute' - ($4::int - n) * interval '1 second'
     from generate_series(1, $4::int) as n order by n`,
    [big.id, anna.id, bram.id, messageCount],
  );
  await sql(
    `insert into messages (dossier_id, seq, sender_id, message_type, body, created_at)
     select d.id, 1, $1::uuid, 'user', 'Stand van zaken ' || d.title,
            now() - (substring(d.title from 9)::int) * interval '1 minute'
     from dossiers d where d.title <> 'Groot dossier' order by d.title`,
    [bram.id],
  );
  await sql(
    `update dossiers d
     set last_seq = m.seq, last_message_id = m.id, last_message_at = m.created_at,
         last_message_preview = m.body, last_message_sender = u.first_name || ' ' || u.last_name
     from (select distinct on (dossier_id) * from messages order by dossier_id, seq desc) m
     join users u on u.id = m.sender_id
     where m.dossier_id = d.id`,
  );
  // Anna has read everything but one dossier in ten; Bram has read the big one.
  await sql(
    `update dossier_users du set read_seq = case
       when du.user_id = $1::uuid and (substring(d.title from 9) ~ '0$') then 0 else d.last_seq end
     from dossiers d where d.id = du.dossier_id`,
    [anna.id],
  );
  return { anna: String(anna.email), bram: String(bram.email), bigDossierId: String(big.id) };
}

/**
 * A server of the journey's own on a fresh database (PGlite, or PostgreSQL when E2E_DATABASE_URL is set):
 * started once so it migrates, stopped, seeded through SQL (one process at a time opens a PGlite
 * folder), then started again.
 */
export async function startSeededServer(dossierCount: number, messageCount: number): Promise<SeededServer> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-long-lists-'));
  const dataDir = path.join(workDir, 'data');
  const database = process.env.E2E_DATABASE_URL
    ? await createRunDatabase(process.env.E2E_DATABASE_URL)
    : null;
  const start = async () =>
    startServer({
      repoRoot,
      port: await freePort(),
      logFile: path.join(workDir, 'server.log'),
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(database ? { DATABASE_URL: database.url } : {}) },
    });
  let server: ServerProcess | null = null;
  const stop = async () => {
    await server?.stop();
    await database?.drop();
    if (process.env.E2E_KEEP !== '1') fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await (await start()).stop();
    const seededAt = Date.now();
    let world: Awaited<ReturnType<typeof seed>> | null = null;
    await withSql(database, dataDir, async (sql) => {
      world = await seed(sql, dossierCount, messageCount);
    });
    const seedMs = Date.now() - seededAt;
    server = await start();
    return {
      ...world!,
      engine: database ? 'PostgreSQL' : 'PGlite',
      lastDossierTitle: `Dossier ${dossierCount}`,
      seedMs,
      url: server.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
