import { actorForToken } from './auth/sessions.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/connection.ts';
import { activeMembershipsOf, membershipOf } from './modules/membership/index.ts';
import { fullName } from './modules/users/index.ts';
import { accessEnded } from './policies/guests.ts';
import type { LiveAccess } from './realtime/ws-routes.ts';

/**
 * What the WebSocket may know of sessions and memberships, wired here so that realtime imports no module. A guest's
 * access is judged by the clock, which the hub also uses to end it on time.
 */
export function liveAccess(db: Db, clock: Clock): LiveAccess {
  return {
    async connect(token) {
      // Asked once per socket: not kept in the session cache, which would hold a user row per open socket.
      const now = clock.now();
      const actor = await actorForToken(db, token, now);
      // A session that may only enrol a second factor listens to nothing (issue 23).
      if (!actor || actor.enrolmentOnly) return null;
      const open = (await activeMembershipsOf(db, actor.user.id)).filter(
        (membership) => !accessEnded(membership, now),
      );
      return {
        userId: actor.user.id,
        userName: fullName(actor.user),
        sessionId: actor.sessionId,
        dossierIds: open.map((membership) => membership.dossier_id),
        accessEnds: open.flatMap(({ dossier_id, token_expires_at }) =>
          token_expires_at ? [{ dossierId: dossier_id, at: token_expires_at }] : [],
        ),
      };
    },
    async mayFollow(dossierId, userId) {
      const membership = await membershipOf(db, dossierId, userId);
      if (membership?.status !== 'active' || accessEnded(membership, clock.now())) return null;
      return { accessEndsAt: membership.token_expires_at };
    },
  };
}
