import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * /healthz: liveness, the process answers (never touches the database, so an outage does not get it killed).
 * /readyz: readiness, the database answers and, when configured, Redis. Probes are logged only at debug.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { db, live } = app.deps;
  const quiet = { schema: { hide: true }, logLevel: 'warn' as const };

  app.get('/healthz', quiet, async () => ({ status: 'ok' }));

  app.get('/readyz', quiet, async (request, reply) => {
    const checks = await Promise.allSettled([sql`select 1`.execute(db), live.ping()]);
    const [database, pubsub] = checks.map((check) => check.status === 'fulfilled');
    if (database && pubsub) return { status: 'ok', database: 'ok', pubsub: 'ok' };
    request.log.warn({ database, pubsub }, 'not ready');
    return reply.code(503).send({
      detail: database ? 'Live-updates (Redis) niet bereikbaar' : 'Database niet bereikbaar',
      database: database ? 'ok' : 'down',
      pubsub: pubsub ? 'ok' : 'down',
    });
  });
}
