import type { Transaction } from 'kysely';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Database } from './db/schema.ts';
import { enqueueMail } from './mail/outbox.ts';
import type { MailContent } from './mail/templates.ts';
import type { LiveEvent, PubSub } from './realtime/events.ts';

/** What a command hands back: its result for the presenter, and the live events its change caused. */
export interface Change<T> {
  result: T;
  events: LiveEvent[];
}

/** A command's view of its one transaction: write with `trx`, queue mail with `queueMail` (the outbox). */
export interface Tx {
  trx: Transaction<Database>;
  config: Config;
  queueMail(to: string, content: MailContent): Promise<void>;
}

/** What a command needs from the process: built once in deps.ts, passed in by routes. */
export interface CommandDeps {
  db: Db;
  config: Config;
  live: PubSub;
  mail: { nudge(): void };
}

/** A command whose rule depends on the time (a guest's access end) reads it from the process's clock. */
export type TimedCommandDeps = CommandDeps & { clock: Clock };

/**
 * Runs one command's work in one transaction, then the one after-commit step: its events are published
 * and the mail worker is woken when mail was queued. A refusal or failure rolls everything back and
 * announces nothing.
 */
export async function transact<T>(deps: CommandDeps, work: (tx: Tx) => Promise<Change<T>>): Promise<T> {
  let mailQueued = false;
  const change = await deps.db.transaction().execute((trx) =>
    work({
      trx,
      config: deps.config,
      async queueMail(to, content) {
        await enqueueMail(trx, to, content);
        mailQueued = true;
      },
    }),
  );
  afterCommit(deps, change.events, mailQueued);
  if (change.events.some((event) => event.kind === 'revoked')) await revocationPassedOn(deps.live);
  return change.result;
}

/** At most this long does the answer of an ended session wait for the fan-out (while Redis is away). */
const REVOCATION_WAIT_MS = 1_000;

/**
 * An ended session is answered once the fan-out has passed its revocation on: Redis answers a ping only after the
 * publish sent before it on the same connection, so the next call is refused whichever instance takes it.
 */
async function revocationPassedOn(live: CommandDeps['live']): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REVOCATION_WAIT_MS);
  });
  try {
    await Promise.race([live.ping().catch(() => undefined), bound]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a command whose whole change is one statement, atomic on its own (sending a message, the hottest write):
 * no explicit transaction around it (two round trips fewer), the same after-commit step. It queues no mail.
 */
export async function inOneStatement<T>(deps: CommandDeps, work: (db: Db) => Promise<Change<T>>): Promise<T> {
  const change = await work(deps.db);
  afterCommit(deps, change.events, false);
  return change.result;
}

function afterCommit(deps: CommandDeps, events: LiveEvent[], mailQueued: boolean): void {
  deps.live.publish(events);
  if (mailQueued) deps.mail.nudge();
}
