import { limits } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import type { LiveEvent } from '../realtime/events.ts';
import { addDays, hashSecret, newSecret } from './tokens.ts';

type Db = Kysely<Database>;

export interface Actor {
  user: User;
  sessionId: string;
  /** When the session ends (for a guest: when their access ends). */
  sessionExpiresAt: Date;
  /** The company demands a second factor the user has not set up: this session may only enrol (issue 23). */
  enrolmentOnly: boolean;
  /** Moved at most once a minute (authenticate.ts). */
  lastSeenAt: Date;
}

/** Where a sign-in came from, kept on its session (issue 23). */
export interface Device {
  userAgent: string | null;
  ip: string | null;
}

/** When a session started at `now` by signing in ends (a guest's link session ends later: sign-in-with-link). */
export const sessionEndFrom = (now: Date) => addDays(now, limits.sessionDays);

export async function startSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const { token, hash } = newSecret();
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hash, expires_at: expiresAt })
    .execute();
  return token;
}

/**
 * A session signed in at `now` from a device; returns its bearer token and its id. It ends `limits.sessionDays` after
 * `now` unless given its own end (a guest's: after their access).
 */
export async function openSession(
  db: Db,
  input: { userId: string; now: Date; device: Device; enrolmentOnly: boolean; expiresAt?: Date },
): Promise<{ token: string; sessionId: string }> {
  const { token, hash } = newSecret();
  const { id } = await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: hash,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: input.expiresAt ?? sessionEndFrom(input.now),
      user_agent: input.device.userAgent,
      ip: input.device.ip,
      enrolment_only: input.enrolmentOnly,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: id };
}

/** The signed-in user behind a bearer token at `now`, or null: removed users and expired sessions count as none. */
export async function actorForToken(db: Db, token: string, now: Date): Promise<Actor | null> {
  return actorForTokenHash(db, hashSecret(token), now);
}

export async function actorForTokenHash(db: Db, tokenHash: string, now: Date): Promise<Actor | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.enrolment_only as session_enrolment_only',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_expires_at, session_enrolment_only, session_last_seen_at, ...user } = row;
  return {
    user,
    sessionId: session_id,
    sessionExpiresAt: session_expires_at,
    enrolmentOnly: session_enrolment_only,
    lastSeenAt: session_last_seen_at,
  };
}

/**
 * Ends every session of a user (but the one kept, e.g. the session that changed the password) inside the
 * caller's transaction; returns the live event that closes their sockets after commit.
 */
export async function endSessionsOf(
  trx: Db,
  userId: string,
  options: { keepSessionId?: string } = {},
): Promise<LiveEvent> {
  let query = trx.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.keepSessionId) query = query.where('id', '!=', options.keepSessionId);
  await query.execute();
  return { kind: 'revoked', userId, keepSessionId: options.keepSessionId };
}

/** Ends one session (sign-out) inside the caller's transaction; returns the live event that closes its sockets. */
export async function endSession(trx: Db, actor: Actor): Promise<LiveEvent> {
  await trx.deleteFrom('sessions').where('id', '=', actor.sessionId).execute();
  return { kind: 'revoked', userId: actor.user.id, sessionId: actor.sessionId };
}
