import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import type { Actor } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** preHandler for every signed-in route: a missing, expired or revoked token answers 401. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  const actor = token ? await request.server.sessions.actorFor(token) : null;
  if (!actor) throw unauthorized();
  request.actor = actor;
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
