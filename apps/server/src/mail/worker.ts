import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { isDatabaseUnreachable } from '../db/errors.ts';
import type { MailRow } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

const MAX_ATTEMPTS = 8;
const POLL_MS = 2_000;
const BATCH = 20;

/**
 * What a mail's row forgets once it went out or was given up: its bodies, Reply-To and headers hold working
 * secrets (set-password, reset and guest link tokens, which the database otherwise keeps only as hashes; signed
 * unsubscribe links and the reply address). Who got what subject, when, and why it failed stay for an operator.
 */
const FORGET_CONTENT = { text_body: '', html_body: '', reply_to: null, headers: null } as const;

/** Seconds to wait before attempt n+1: 5 s doubling, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 3600);

/** Sends the outbox: polls, and is nudged after a commit that queued mail. */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;
  /** Mails that went out while their row could not be marked (the database away): marked first, never sent again. */
  private readonly sentUnmarked = new Set<MailRow['id']>();

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
      .catch((error) => {
        if (!isDatabaseUnreachable(error)) return this.logger.error({ err: error }, 'mail pass failed');
        this.logger.warn({ reason: error.message }, 'mail pass postponed: database unreachable');
      })
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
    await this.markSent();
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
    } catch (error) {
      await this.postpone(mail, error);
      return false;
    }
    // If marking fails (the database went away), the pass ends here and the next one marks it before sending.
    this.sentUnmarked.add(mail.id);
    await this.markSent();
    return true;
  }

  private async markSent(): Promise<void> {
    if (this.sentUnmarked.size === 0) return;
    const ids = [...this.sentUnmarked];
    await this.db
      .updateTable('mail_outbox')
      .set({ sent_at: sql`now()`, last_error: null, ...FORGET_CONTENT })
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) this.sentUnmarked.delete(id);
  }

  private async postpone(mail: MailRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = mail.attempts >= MAX_ATTEMPTS;
    await this.db
      .updateTable('mail_outbox')
      .set({
        last_error: message.slice(0, 500),
        next_attempt_at: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})`,
        failed_at: giveUp ? sql`now()` : null,
        ...(giveUp ? FORGET_CONTENT : {}),
      })
      .where('id', '=', mail.id)
      .execute();
    this.logger.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, error: message }, 'mail not sent');
  }
}
