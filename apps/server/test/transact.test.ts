import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { conflict } from '../src/http/errors.ts';
import { InProcessPubSub, type LiveEvent } from '../src/realtime/events.ts';
import { type CommandDeps, inOneStatement, transact } from '../src/transact.ts';
import { freshDatabase } from './support/database.ts';

const revoked = (userId: string): LiveEvent => ({ kind: 'revoked', userId });
const mail = { subject: 'Onderwerp', text: 'Tekst', html: '<p>Tekst</p>' };

/** The command runner's after-commit step, watched: what it published, and how often it woke the mail worker. */
function watchedDeps(database: DatabaseHandle) {
  const published: LiveEvent[] = [];
  const live = new InProcessPubSub();
  live.subscribe((event) => published.push(event));
  const nudges = { count: 0 };
  const deps: CommandDeps = {
    db: database.db,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    live,
    mail: { nudge: () => (nudges.count += 1) },
  };
  return { deps, published, nudges };
}

const outboxCount = async (database: DatabaseHandle) =>
  Number(
    (
      await database.db
        .selectFrom('mail_outbox')
        .select(({ fn }) => fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('transact: one transaction per command, then one after-commit step', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('publishes the events and wakes the mail worker only after the commit', async () => {
    const { deps, published, nudges } = watchedDeps(database);
    const result = await transact(deps, async ({ queueMail }) => {
      await queueMail('iemand@example.test', mail);
      // Nothing is announced while the transaction is still open.
      expect(published).toEqual([]);
      expect(nudges.count).toBe(0);
      return { result: 'gedaan', events: [revoked('u1')] };
    });
    expect(result).toBe('gedaan');
    expect(published).toEqual([revoked('u1')]);
    expect(nudges.count).toBe(1);
    expect(await outboxCount(database)).toBe(1);
  });

  it('leaves the mail worker alone when nothing was queued', async () => {
    const { deps, published, nudges } = watchedDeps(database);
    await transact(deps, async () => ({ result: null, events: [revoked('u2')] }));
    expect(published).toEqual([revoked('u2')]);
    expect(nudges.count).toBe(0);
  });

  it('on a refusal rolls back every write, queues no mail and announces nothing', async () => {
    const { deps, published, nudges } = watchedDeps(database);
    const before = await outboxCount(database);
    await expect(
      transact(deps, async ({ queueMail }) => {
        await queueMail('iemand@example.test', mail);
        throw conflict('Dit dossier is gesloten');
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await outboxCount(database)).toBe(before);
    expect(published).toEqual([]);
    expect(nudges.count).toBe(0);
  });

  it('runs a one-statement command without a transaction, with the same after-commit step', async () => {
    const { deps, published, nudges } = watchedDeps(database);
    const result = await inOneStatement(deps, async (db) => {
      expect(db.isTransaction).toBe(false);
      return { result: 'opgeslagen', events: [revoked('u3')] };
    });
    expect(result).toBe('opgeslagen');
    expect(published).toEqual([revoked('u3')]);
    expect(nudges.count).toBe(0);
  });
});
