import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import {
  type DatabaseHandle,
  openPglite,
  pgliteDatabase,
  postgresDatabase,
} from '../../src/db/connection.ts';
import { databaseNamed, TEMPLATE_DUMP, testDatabaseUrl } from './engine.ts';

/** A fresh, migrated database for one test file, on the engine this run tests. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseUrl) {
    const name = `dossier_t${randomUUID().slice(0, 8)}_${process.env.TEST_TEMPLATE_DATABASE?.split('_').at(-1)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${process.env.TEST_TEMPLATE_DATABASE}`);
    await admin.end();
    return postgresDatabase(databaseNamed(testDatabaseUrl, name));
  }
  const dump = fs.readFileSync(TEMPLATE_DUMP);
  return pgliteDatabase(await openPglite(null, new Blob([dump])));
}
