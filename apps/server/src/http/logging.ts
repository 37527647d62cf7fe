import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (magic links, reset links, the ws token) never reach the log. */
const SECRET_PARAMS = /([?&](?:token|access_token)=)[^&]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

export const loggerOptions = (level: string) => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
    }),
  },
});
