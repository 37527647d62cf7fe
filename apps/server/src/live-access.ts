import { actorForToken } from './auth/sessions.ts';
import type { Db } from './db/connection.ts';
import { activeDossierIdsOf, activeMembership } from './modules/membership/index.ts';
import { fullName } from './modules/users/index.ts';
import type { LiveAccess } from './realtime/ws-routes.ts';

/** What the WebSocket may know of sessions and memberships, wired here so that realtime imports no module. */
export function liveAccess(db: Db): LiveAccess {
  return {
    async connect(token) {
      // Asked once per socket: not kept in the session cache, which would hold a user row per open socket.
      const actor = await actorForToken(db, token);
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
