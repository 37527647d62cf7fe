import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/errors.ts';
import { HttpError, TooManyRequests, ValidationFailed } from './errors.ts';

const LOCATION: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

const DATABASE_UNREACHABLE = 'De database is tijdelijk niet bereikbaar. Probeer het zo opnieuw.';
const DATABASE_RETRY_AFTER_SECONDS = 5;

function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Maps every failure to a FastAPI-style body; never a stack trace, never a 500 for bad input, and a 503 (not a 500)
 * while the database cannot be reached.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = LOCATION[error.validationContext ?? 'body'] ?? 'body';
      const detail = error.validation.map((issue) => ({
        loc: [location, ...pathOf(issue.instancePath)],
        msg: issue.message,
        type: issue.keyword,
      }));
      return reply.code(422).send({ detail });
    }
    if (error instanceof ValidationFailed) return reply.code(422).send({ detail: error.issues });
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply
        .code(error.status)
        .send(error.code ? { detail: error.detail, code: error.code } : { detail: error.detail });
    }
    if (isDatabaseUnreachable(error)) {
      // An outage, not a fault of this request: said once per request at warn, without a stack.
      request.log.warn({ reason: error.message }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ detail: DATABASE_UNREACHABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Er is een interne fout opgetreden' });
  });
}
