import type { preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connection.ts';
import { authorize } from '../../policies/decision.ts';
import { mayUseDossierAccess } from '../../policies/guests.ts';
import { membershipOf } from '../membership/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A guest whose access to the dossier has ended may still call this route (the extension request). */
    openAfterAccessEnds?: boolean;
  }
}

/** Every route about one dossier: /api/v1/dossiers/:id... and /app/dossiers/:id... */
const DOSSIER_ROUTE = /^\/(?:api\/v1|app)\/dossiers\/:id(?:\/|$)/;

/**
 * An onRoute hook that closes every route of one dossier to a guest whose access to it has ended (403 with the
 * reason), unless the route says it stays open. It runs after the route's own sign-in check and costs a colleague's
 * request nothing (no promise, no query); a guest's costs one key lookup. No route has to remember it, and the
 * dossier's hot reads stay as they are.
 */
export function closeDossierRoutesAfterAccessEnds(db: Db, clock: Clock) {
  const checkGuestAccess: preHandlerHookHandler = (request, _reply, done) => {
    const actor = request.actor;
    if (actor?.user.role !== 'viewer') return done();
    const { id } = request.params as { id: string };
    membershipOf(db, id, actor.user.id)
      .then((membership) => {
        if (membership) authorize(mayUseDossierAccess(membership, clock.now()));
      })
      .then(() => done(), done);
  };
  return (route: RouteOptions) => {
    if (!DOSSIER_ROUTE.test(route.url) || route.config?.openAfterAccessEnds) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, checkGuestAccess];
  };
}
