import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from './errors.ts';

/** Where in a request value the first NUL character sits, or null. */
function nulAt(value: unknown, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulAt(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: every request field with one is refused with 422 at its location
 * before any schema or query sees it (one check for every route, instead of one per string field).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      nulAt(request.body, ['body']) ?? nulAt(request.query, ['query']) ?? nulAt(request.params, ['path']);
    if (!found) return done();
    done(
      new ValidationFailed([
        { loc: found, msg: 'Tekst mag geen NUL-teken (\\u0000) bevatten', type: 'value_error.nul_character' },
      ]),
    );
  });
}
