import { limits } from '@dossier/contract';
import type { Db } from '../db/connection.ts';
import type { User } from '../db/schema.ts';
import { addDays, hashSecret, newSecret } from './tokens.ts';

export interface Actor {
  user: User;
  sessionId: string;
}

export async function startSession(
  db: Db,
  userId: string,
  expiresAt = addDays(new Date(), limits.sessionDays),
): Promise<string> {
  const { token, hash } = newSecret();
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hash, expires_at: expiresAt })
    .execute();
  return token;
}

/** The signed-in user behind a bearer token, or null: removed users and expired sessions count as none. */
export async function actorForToken(db: Db, token: string): Promise<Actor | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.id as session_id')
    .where('sessions.token_hash', '=', hashSecret(token))
    .where('sessions.expires_at', '>', new Date())
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, ...user } = row;
  return { user, sessionId: session_id };
}

export async function revokeSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
