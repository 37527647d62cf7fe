import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connection.ts';
import type { PubSub } from '../realtime/events.ts';
import { type Actor, actorForTokenHash } from './sessions.ts';
import { hashSecret } from './tokens.ts';

const MAX_SESSIONS = 20_000;
const TTL_MS = 30_000;

/**
 * The signed-in user behind a token, kept in memory for a short time so a request costs no session query.
 * Every event that ends or changes a user's sessions (removal, reset, password change, a guest's new access)
 * drops that user's entries at once, on every instance, through the same pub/sub as the live events.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, Actor>({ max: MAX_SESSIONS, ttl: TTL_MS });
  /** Moves on every drop: a lookup that raced a drop does not put its (maybe stale) answer back. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    live: PubSub,
    /** Whether a session has ended is judged by the rule clock; the cache's own short lifetime is wall time. */
    private readonly clock: Clock,
  ) {
    live.subscribe((event) => {
      if (event.kind === 'revoked' || event.kind === 'user_changed') this.forgetUser(event.userId);
    });
  }

  async actorFor(token: string): Promise<Actor | null> {
    const key = hashSecret(token);
    const now = this.clock.now();
    const cached = this.entries.get(key);
    if (cached && cached.sessionExpiresAt.getTime() > now.getTime()) return cached;
    const generation = this.generation;
    const actor = await actorForTokenHash(this.db, key, now);
    if (actor && generation === this.generation) {
      // Never past the session's own end (a guest's access); at least 1 ms, as 0 would keep it forever.
      const left = actor.sessionExpiresAt.getTime() - now.getTime();
      this.entries.set(key, actor, { ttl: Math.max(1, Math.min(TTL_MS, left)) });
    }
    return actor;
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [key, actor] of this.entries.entries()) if (actor.user.id === userId) this.entries.delete(key);
  }
}
