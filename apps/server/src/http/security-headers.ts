import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options, worked out once. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's security headers on every answer. Helmet itself decides them, but only once at start-up:
 * @fastify/helmet builds the middleware and parses the CSP again for every request, a measurable share of a
 * history page. A route that needs its own policy (a download) sets the header and overrides this one.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = headersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
