import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
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

  /** Sends every due mail once; returns how many were sent. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', new Date())
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return sent;
      for (const mail of due) {
        // Claim the row so a second instance does not send it too.
        const claimed = await this.db
          .updateTable('mail_outbox')
          .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + interval '5 minutes'` })
          .where('id', '=', mail.id)
          .where('attempts', '=', mail.attempts)
          .where('sent_at', 'is', null)
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) continue;
        const attempts = mail.attempts + 1;
        try {
          await this.transport.send(mail);
          await this.db
            .updateTable('mail_outbox')
            .set({ sent_at: new Date(), last_error: null })
            .where('id', '=', mail.id)
            .execute();
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const giveUp = attempts >= MAX_ATTEMPTS;
          await this.db
            .updateTable('mail_outbox')
            .set({
              last_error: message.slice(0, 500),
              next_attempt_at: new Date(Date.now() + backoffSeconds(attempts) * 1000),
              failed_at: giveUp ? new Date() : null,
            })
            .where('id', '=', mail.id)
            .execute();
          this.logger.warn({ mailId: mail.id, attempts, giveUp, error: message }, 'mail not sent');
        }
      }
    }
  }
}
