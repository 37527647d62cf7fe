import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { readSeqOf } from '../src/modules/membership/index.ts';
import { historyPage, messagesAfter } from '../src/modules/messages/queries.ts';
import { createDossierVia, sendVia } from './support/dossier-factories.ts';
import { createTenant } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Runs work on one pooled connection: prepared statements belong to a connection. */
const onOneConnection = <T>(work: (db: Db) => Promise<T>) => t.db.connection().execute(work);

const preparedStatements = async (db: Db) =>
  (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.name,
  );

async function dossierWithMessages() {
  const a = await createTenant(t.app, t.db);
  const dossierId = await createDossierVia(t.app, a.memberToken);
  for (const text of ['Eerste', 'Tweede', 'Derde']) await sendVia(t.app, a.memberToken, dossierId, text);
  return { dossierId, reader: { id: a.member.id, now: new Date() } };
}

describe('the chat pages as prepared statements', () => {
  it("parses and plans a history page, a catch-up page and the reader's read_seq once per connection", async () => {
    const { dossierId, reader } = await dossierWithMessages();
    const [before, after] = await onOneConnection(async (db) => {
      const earlier = await preparedStatements(db);
      for (let round = 0; round < 3; round += 1) {
        await historyPage(db, dossierId, 50, undefined, reader);
        await historyPage(db, dossierId, 50, 1e12, reader);
        await messagesAfter(db, dossierId, 0, 50, reader);
        await readSeqOf(db, dossierId, reader.id, reader.now);
      }
      return [earlier, await preparedStatements(db)];
    });
    // First pages, pages before a message, catch-ups, and where the reader stood (issue 24's unread): four
    // statements, however often they ran.
    const added = after.filter((name) => !before.includes(name));
    expect(added.filter((name) => name.startsWith('hot_'))).toHaveLength(4);
    expect(added).toHaveLength(4);
  });

  it('keeps answering pages when a migration adds a column to messages while the server runs', async () => {
    const { dossierId, reader } = await dossierWithMessages();
    const texts = await onOneConnection(async (db) => {
      const before = await historyPage(db, dossierId, 50, undefined, reader);
      await sql`alter table messages add column added_by_a_newer_version text`.execute(db);
      try {
        const after = await historyPage(db, dossierId, 50, undefined, reader);
        const caughtUp = await messagesAfter(db, dossierId, 0, 50, reader);
        return [before.page, after.page, caughtUp.page].map((page) => page.map((message) => message.body));
      } finally {
        await sql`alter table messages drop column added_by_a_newer_version`.execute(db);
      }
    });
    const expected = expect.arrayContaining(['Eerste', 'Tweede', 'Derde']);
    expect(texts).toEqual([expected, expected, expected]);
  });

  it('still refuses a reader who is not a member, from the prepared plan', async () => {
    const { dossierId, reader } = await dossierWithMessages();
    const outsider = await createTenant(t.app, t.db);
    const pages = await onOneConnection(async (db) => {
      await historyPage(db, dossierId, 50, undefined, reader);
      return [
        await historyPage(db, dossierId, 50, undefined, { ...reader, id: outsider.member.id }),
        await messagesAfter(db, dossierId, 0, 50, { ...reader, id: outsider.member.id }),
      ];
    });
    expect(pages.map((page) => page.page.length)).toEqual([0, 0]);
  });
});
