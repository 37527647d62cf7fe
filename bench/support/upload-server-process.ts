/**
 * The app for bench/uploads.ts in a process of its own (so its resident memory is its own): the engine named by the
 * first argument (pglite or postgres, a fresh database) and the directory storage in a fresh DATA_DIR, one company
 * with a signed-in user and an internal dossier. Prints one JSON line {url, token, dossierId, description}; SIGTERM
 * closes it and removes the folders (and the database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer } from './app-server.ts';
import { type EngineName, openBenchDatabase } from './engines.ts';
import { seedPeople, startSessions } from './seed-people.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-data-'));
const database = await openBenchDatabase((process.argv[2] ?? 'pglite') as EngineName, 'uploads');
await seedPeople(database.raw, 1, 1);
const [token] = await startSessions(database.raw, [0]);
const server = await startAppServer(database, { dataDir });
const created = await fetch(`${server.baseUrl}/api/v1/dossiers`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ title: 'Uploads' }),
});
if (created.status !== 201) throw new Error(`creating the dossier answered ${created.status}`);
const { id } = (await created.json()) as { id: string };
process.stdout.write(
  `${JSON.stringify({ url: server.baseUrl, token, dossierId: id, description: database.description })}\n`,
);

process.on('SIGTERM', () => {
  void (async () => {
    await server.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
