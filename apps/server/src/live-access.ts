import type { SessionCache } from './auth/session-cache.ts';
import type { Db } from './db/connection.ts';
import { activeDossierIdsOf, activeMembership } from './modules/membership/index.ts';
import { fullName } from './modules/users/index.ts';
import type { LiveAccess } from './realtime/ws-routes.ts';

/** What the WebSocket may know of sessions and memberships, wired here so that realtime imports no module. */
export function liveAccess(db: Db, sessions: SessionCache): LiveAccess {
  return {
    async connect(token) {
      const actor = await sessions.actorFor(token);
      if (!actor) return null;
      return {
        userId: actor.user.id,
        userName: fullName(actor.user),
        sessionId: actor.sessionId,
        dossierIds: await activeDossierIdsOf(db, actor.user.id),
      };
    },
    async mayFollow(dossierId, userId) {
      return (await activeMembership(db, dossierId, userId)) !== undefined;
    },
  };
}
