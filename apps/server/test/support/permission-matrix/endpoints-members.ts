import { allowed, type CaseContext, dossierOf, dossierRoute, type Endpoint, target } from './endpoint.ts';
import { freshColleague, freshGuest } from './fresh.ts';
import type { Action } from './rule-terms.ts';

const ROUTE = '/api/v1/dossiers/:id/users/:userId';
const removal = (dossierId: string, userId: string) => ({
  method: 'PATCH' as const,
  url: `/api/v1/dossiers/${dossierId}/users/${userId}`,
  payload: { status: 'removed' },
});

const guestUserId = async (context: CaseContext, make: boolean) =>
  make ? freshGuest(context.world, dossierOf(context)) : context.world.userId('guest');

export const memberEndpoints: Endpoint[] = [
  dossierRoute({
    method: 'PATCH',
    route: ROUTE,
    variant: 'leaving',
    action: 'leave',
    request: async (context) =>
      removal(await target(context), context.world.userId(context.who.person?.key ?? 'aMember')),
  }),
  dossierRoute({
    method: 'PATCH',
    route: ROUTE,
    variant: 'removing a colleague of A',
    action: 'remove a colleague',
    subject: { user: 'another', company: 'A' },
    request: async (context) => {
      const dossierId = dossierOf(context);
      const colleague = allowed(context)
        ? await freshColleague(context.world, dossierId)
        : context.world.userId('aBystander');
      return removal(dossierId, colleague);
    },
  }),
  dossierRoute({
    method: 'PATCH',
    route: ROUTE,
    variant: 'removing the guest',
    // Naming oneself is leaving, whoever one is.
    action: (who): Action => (who.key === 'guest' ? 'leave' : 'remove the guest'),
    request: async (context) => removal(dossierOf(context), await guestUserId(context, allowed(context))),
  }),
  dossierRoute({
    method: 'POST',
    route: `${ROUTE}/renew-token`,
    variant: 'the guest',
    action: "renew the guest's access",
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/users/${context.world.userId('guest')}/renew-token`,
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: `${ROUTE}/resend-link`,
    variant: 'the guest',
    action: 'mail the guest a new link',
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/users/${context.world.userId('guest')}/resend-link`,
    }),
  }),
];
