import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openPglite, pgliteDatabase, postgresDatabase } from '../../src/db/connection.ts';
import { databaseNamed, TEMPLATE_DUMP, testDatabaseUrl } from './engine.ts';

/** Migrates once per run: a PGlite dump, or a PostgreSQL template database each test file copies. */
export default async function setup() {
  if (testDatabaseUrl) {
    const template = `dossier_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = postgresDatabase(databaseNamed(testDatabaseUrl, template), 1);
    await migrateToLatest(handle.db);
    await handle.close();
    process.env.TEST_TEMPLATE_DATABASE = template;
    return async () => {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname like 'dossier_t%_${process.pid}%'`,
      );
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'dossier_t%' and datname like '%${process.pid}%'`,
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname}`);
      await admin.end();
    };
  }
  const pglite = await openPglite(null);
  const handle = pgliteDatabase(pglite);
  await migrateToLatest(handle.db);
  const dump = await pglite.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  fs.writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
