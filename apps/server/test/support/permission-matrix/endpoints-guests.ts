import { accessOf, dossierOf, dossierRoute, type Endpoint, plainRoute } from './endpoint.ts';
import { freshUserOfA } from './fresh.ts';

const guestName = { first_name: 'Gast', last_name: 'Met Naam' };

export const guestEndpoints: Endpoint[] = [
  plainRoute({
    method: 'PUT',
    route: '/api/v1/users/:id/name',
    variant: 'oneself',
    // 'Hoe heet u?' on a guest's first visit (issue 25 item 3).
    action: 'give own name',
    subject: { user: 'self' },
    request: ({ world, who }) => ({
      method: 'PUT',
      url: `/api/v1/users/${world.userId(who.person?.key ?? 'guest')}/name`,
      payload: guestName,
    }),
  }),
  plainRoute({
    method: 'PUT',
    route: '/api/v1/users/:id/name',
    variant: 'a user of A',
    action: 'give own name',
    subject: { user: 'another', company: 'A' },
    request: async ({ world }) => ({
      method: 'PUT',
      url: `/api/v1/users/${(await freshUserOfA(world)).id}/name`,
      payload: guestName,
    }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/auth/dossier/:id/token/validate',
    // The check on entering a dossier (SPEC section 4) answers every active member, an expired guest too (valid
    // false, so the overlay shows); it is not one of the routes an ended access closes.
    action: 'check the access',
    request: (context) => ({
      method: 'GET',
      url: `/api/v1/auth/dossier/${dossierOf(context)}/token/validate`,
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/request-extension',
    // The one dossier route a guest whose access ended may still call.
    action: 'request an extension',
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/request-extension`,
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/notifications/extension-request',
    variant: 'link signed for the caller and this dossier',
    // The link in an expired guest's mail, signed for them and the dossier: it works without a session, under the
    // rule of the button in the app. A link of a user since removed from their company finds nobody.
    action: 'request an extension by mail link',
    request: ({ world, who, where }) => {
      const parts = who.person && where ? [world.userId(who.person.key), world.dossier(where.key)] : null;
      const token = parts ? world.signer.signLink('extension', parts) : 'geen-geldige-link';
      return { method: 'POST', url: `/api/v1/notifications/extension-request?token=${token}`, bearer: null };
    },
    // The answer names the dossier the holder's own mail named.
    shows: (who, where) =>
      where && accessOf(who, where)?.status === 'active' ? [`title:${where.kind}`] : [],
  }),
];
