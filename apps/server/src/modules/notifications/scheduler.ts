import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import { isDatabaseUnreachable } from '../../db/errors.ts';
import type { TimedCommandDeps } from '../../transact.ts';
import { armPendingBatches } from './commands/arm-pending-batches.ts';
import { mailDueBatches } from './commands/mail-due-batches.ts';
import { forgetOldReplies, usersWithDueBatches } from './queries.ts';
import { mailSigner } from './secret.ts';

const USERS_PER_QUERY = 100;
const HOUR_MS = 60 * 60_000;
const REPLY_MEMORY_MS = 30 * 24 * HOUR_MS;

export type SchedulerDeps = TimedCommandDeps & { clock: Clock; logger: Logger };

export interface PassResult {
  /** Batches given a due moment in this pass. */
  armed: number;
  /** Mails queued in this pass. */
  mailed: number;
}

/**
 * One per instance: every NOTIFY_INTERVAL_SECONDS on the deps' clock it looks for new unread messages and mails the
 * batches that are due. Safe with several instances: the look is taken by one at a time, and each user's due batches
 * are locked while they are mailed (the others skip them). Everything it knows is in the database, so a restart
 * goes on where it stopped.
 */
export class NotificationScheduler {
  private cancel: (() => void) | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private lastForget = 0;

  constructor(private readonly deps: SchedulerDeps) {}

  /** A pass now, then one every interval. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel?.();
    this.cancel = null;
    await this.running;
  }

  /** Resolves once the pass under way (if any) is done: tests move the clock, then wait for this. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Looks for new unread messages, then mails every due batch (each user once per pass). */
  async runPass(): Promise<PassResult> {
    const signer = await mailSigner(this.deps.db, this.deps.config);
    const armed = await armPendingBatches(this.deps);
    const seen = new Set<string>();
    let mailed = 0;
    for (;;) {
      const users = await usersWithDueBatches(this.deps.db, this.deps.clock.now(), USERS_PER_QUERY);
      const fresh = users.filter((user) => !seen.has(user));
      for (const user of fresh) {
        seen.add(user);
        mailed += await mailDueBatches(this.deps, signer, user);
      }
      // Done when nothing new is due; users another instance holds come back in its pass, not in a loop here.
      if (fresh.length === 0 || users.length < USERS_PER_QUERY) break;
    }
    await this.forgetOldReplies();
    return { armed, mailed };
  }

  private async forgetOldReplies(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    if (now - this.lastForget < HOUR_MS) return;
    this.lastForget = now;
    await forgetOldReplies(this.deps.db, new Date(now - REPLY_MEMORY_MS));
  }

  private tick(): void {
    this.running = this.runPass()
      .catch((error: unknown) => {
        if (!isDatabaseUnreachable(error))
          return this.deps.logger.error({ err: error }, 'notification pass failed');
        this.deps.logger.warn(
          { reason: (error as Error).message },
          'notification pass postponed: database unreachable',
        );
      })
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        const next = new Date(
          this.deps.clock.now().getTime() + this.deps.config.notifyIntervalSeconds * 1000,
        );
        this.cancel = this.deps.clock.at(next, () => this.tick());
      });
  }
}
