import type { Logger } from 'pino';

export interface ShutdownStep {
  name: string;
  run(): Promise<unknown>;
}

export interface ShutdownOptions {
  steps: ShutdownStep[];
  logger: Logger;
  /** After this the process exits anyway, logged: a hanging close never keeps it alive. */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Stops the process in order (HTTP and sockets, the mail worker after its current mail, pub/sub, database),
 * then exits 0; a step that fails is logged and the rest still run; past the time limit it exits 1.
 */
export function stopGracefully({ steps, logger, timeoutMs = 10_000, exit = process.exit }: ShutdownOptions) {
  const timer = setTimeout(() => {
    logger.error(`Afsluiten duurde langer dan ${timeoutMs / 1000} s: het proces stopt nu hard`);
    exit(1);
  }, timeoutMs);
  timer.unref();
  return (async () => {
    let failed = false;
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        failed = true;
        logger.error({ err: error }, `afsluiten: ${step.name} mislukt`);
      }
    }
    clearTimeout(timer);
    logger.info('Dossiers is gestopt');
    exit(failed ? 1 : 0);
  })();
}

/** Runs the shutdown once on SIGTERM or SIGINT. */
export function stopOnSignals(options: ShutdownOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.logger.info(`${signal} ontvangen: Dossiers stopt`);
    void stopGracefully(options);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
