import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import type { MailRow } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

const MAX_ATTEMPTS = 8;
const POLL_MS = 2_000;
const BATCH = 20;

/** Seconds to wait before attempt n+1: 5 s doubling, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 3600);

/** Sends the outbox: polls, and is nudged after a commit that queued mail. */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  /** Runs a pass now (or right after the current one). */
  nudge(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((error) => this.logger.error({ err: error }, 'mail pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /**
   * Claims due mail in one statement (FOR UPDATE SKIP LOCKED: two instances never take the same row) with a lease
   * of a few minutes, so a crash mid-send hands the mail back instead of losing it; sends each once and returns
   * how many went out. "Due" is decided by the database's clock, the one that stamped the rows.
   */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.db
        .updateTable('mail_outbox')
        .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + interval '5 minutes'` })
        .where('id', 'in', (due) =>
          due
            .selectFrom('mail_outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .orderBy('id')
            .limit(BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      if (claimed.length === 0) return sent;
      for (const mail of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
        if (await this.deliver(mail)) sent += 1;
      }
    }
  }

  /** One claimed mail: sent and marked, or its error kept with the next attempt after a backoff (or given up). */
  private async deliver(mail: MailRow): Promise<boolean> {
    try {
      await this.transport.send(mail);
      await this.db
        .updateTable('mail_outbox')
        .set({ sent_at: sql`now()`, last_error: null })
        .where('id', '=', mail.id)
        .execute();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await this.db
        .updateTable('mail_outbox')
        .set({
          last_error: message.slice(0, 500),
          next_attempt_at: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})`,
          failed_at: giveUp ? sql`now()` : null,
        })
        .where('id', '=', mail.id)
        .execute();
      this.logger.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, error: message }, 'mail not sent');
      return false;
    }
  }
}
