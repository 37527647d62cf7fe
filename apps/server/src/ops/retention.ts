import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connection.ts';

const DAY_MS = 24 * 60 * 60_000;

/** How long rows that no longer do anything are kept (for an operator's questions), in days. */
export const retentionDays = {
  /** A session past its end signs no one in. */
  expiredSessions: 1,
  /** A used or expired link or reset token opens nothing (refusing it needs no row). */
  spentTokens: 1,
  /** Mail that went out: kept a month to answer "did the invitation go?". */
  sentMail: 30,
  /** Mail given up on after its retries: kept longer, it may need looking into. */
  failedMail: 90,
} as const;

export interface Purged {
  sessions: number;
  tokens: number;
  mails: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes expired sessions, spent one-time tokens and old outbox rows; safe to run on every instance at once. */
export async function purgeExpired(db: Db, now: Date): Promise<Purged> {
  const sessions = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', before(now, retentionDays.expiredSessions))
    .executeTakeFirst();
  const spent = before(now, retentionDays.spentTokens);
  const tokens = await db
    .deleteFrom('one_time_tokens')
    .where((where) => where.or([where('used_at', '<', spent), where('expires_at', '<', spent)]))
    .executeTakeFirst();
  const mails = await db
    .deleteFrom('mail_outbox')
    .where((where) =>
      where.or([
        where('sent_at', '<', before(now, retentionDays.sentMail)),
        where('failed_at', '<', before(now, retentionDays.failedMail)),
      ]),
    )
    .executeTakeFirst();
  return { sessions: count(sessions), tokens: count(tokens), mails: count(mails) };
}

/**
 * Purges once at start and then every hour of wall time; what has expired is judged by the rule clock, as the sessions
 * and links themselves are. The timer never keeps the process alive.
 */
export function startRetention(
  db: Db,
  logger: Logger,
  clock: Clock,
  everyMs = 60 * 60_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = purgeExpired(db, clock.now())
      .then((purged) => {
        if (purged.sessions + purged.tokens + purged.mails > 0)
          logger.info({ purged }, 'expired rows purged');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'purging expired rows failed'));
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
