import { SECOND_FACTOR_REQUIRED } from '@dossier/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../http/errors.ts';
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

/**
 * What a session that must enrol a second factor first (its company demands one) may call: who am I, set up and
 * confirm an authenticator app or a passkey, and sign out. Everything else answers 403 with SECOND_FACTOR_REQUIRED.
 */
const ENROLMENT_ROUTES = new Set([
  'GET /api/v1/users/me',
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/2fa',
  'POST /api/v1/auth/2fa/setup',
  'POST /api/v1/auth/2fa/enable',
  'POST /api/v1/auth/passkeys/register/options',
  'POST /api/v1/auth/passkeys/register',
]);

export const ENROLMENT_FIRST = 'Je bedrijf vereist tweestapsverificatie. Stel die eerst in.';

/** last_seen_at moves at most this often per session: one write a minute, not one per request. */
const LAST_SEEN_EVERY_MS = 60_000;

/** preHandler for every signed-in route: a missing, expired or revoked token answers 401. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  const actor = token ? await request.server.sessions.actorFor(token) : null;
  if (!actor) throw unauthorized();
  if (actor.enrolmentOnly && !ENROLMENT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) {
    throw new HttpError(403, ENROLMENT_FIRST, SECOND_FACTOR_REQUIRED);
  }
  await markSeen(request, actor);
  request.actor = actor;
}

async function markSeen(request: FastifyRequest, actor: Actor): Promise<void> {
  const { db, clock } = request.server.deps;
  const now = clock.now();
  if (now.getTime() - actor.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
  // The cached actor remembers it too, so the next requests of this minute write nothing.
  actor.lastSeenAt = now;
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', actor.sessionId).execute();
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
