import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const DETAIL: Record<string, string> = {
  FST_ERR_BAD_URL: 'Ongeldig adres: een deel ervan is niet goed gecodeerd',
  FST_ERR_MAX_PARAM_LENGTH: 'Ongeldig adres: een deel ervan is te lang',
};

/**
 * What Fastify refuses before any route is found (a bad percent-escape in the path, 400; a path segment over 100
 * characters, 414): answered with the {detail} body of every other refusal, not Fastify's own with its error code.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send({ detail: DETAIL[error.code] ?? 'Ongeldig verzoek' });
}
