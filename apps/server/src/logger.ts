import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * Query parameters that carry secrets never reach the log: the tokens of magic, reset and unsubscribe links and of
 * the ws connection, and a signed download URL's signature (the URL is a credential until it expires).
 */
const SECRET_PARAMS = /([?&](?:token|access_token|signature)=)[^&]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * The process's one logger: the HTTP server, the mail worker, the seed and start-up all write through it, with
 * the same redaction. Human-readable lines on a terminal, JSON lines otherwise (files, collectors).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY)
    return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', sync: true }));
  return pino(options);
}
