import { mayRequestExtension } from '../../../src/policies/guests.ts';
import type { Actor } from './actors.ts';
import {
  accessOf,
  dossierOf,
  dossierRoute,
  type Endpoint,
  type Expected,
  personOf,
  refusal,
  signedOut,
} from './endpoint.ts';
import type { Situation } from './model.ts';

/** A guest asks for more time, before or after their access ends; anyone never in the dossier does not see it. */
const extension = (who: Actor, where: Situation): Expected => {
  const access = accessOf(who, where);
  if (!access) return 404;
  return refusal(mayRequestExtension(personOf(who), where.facts, access)) ?? 'allowed';
};

export const guestEndpoints: Endpoint[] = [
  dossierRoute({
    method: 'GET',
    route: '/api/v1/auth/dossier/:id/token/validate',
    // The check on entering a dossier (SPEC section 4) answers every active member, an expired guest too (valid
    // false, so the overlay shows); it is not one of the routes an ended access closes.
    expect: (who, where) => signedOut(who) ?? (accessOf(who, where)?.status === 'active' ? 'allowed' : 404),
    request: (context) => ({
      method: 'GET',
      url: `/api/v1/auth/dossier/${dossierOf(context)}/token/validate`,
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/request-extension',
    // The one dossier route a guest whose access ended may still call.
    expect: (who, where) => signedOut(who) ?? extension(who, where),
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
    expect: (who, where) => {
      if (!who.person) return 400;
      if (who.person.deleted) return 404;
      return extension(who, where);
    },
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
