import type { FastifyBaseLogger, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route starts once its answer is sent (auth/magic-link): closing the app waits for it. */
    afterAnswer: AfterAnswer;
  }
}

/**
 * Work done only once the answer has left, so that the answer (and how long it took) tells nothing about what the
 * work found, e.g. whether an address is known. A failure is logged: the caller has already been answered.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: FastifyBaseLogger) {}

  run(reply: FastifyReply, name: string, work: () => Promise<void>): void {
    const answered = new Promise<void>((resolve) => {
      reply.raw.once('finish', resolve);
      reply.raw.once('close', resolve);
    });
    const done = answered
      .then(work)
      .catch((error: unknown) => this.logger.error({ err: error }, `${name} failed`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every piece of work started so far has finished (closing; tests). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
