import { uniqueEmail } from '../factories.ts';
import { dossierOf, dossierRoute, type Endpoint, target } from './endpoint.ts';
import { freshUserOfA } from './fresh.ts';
import type { Action } from './rule-terms.ts';

const OWN_SETTINGS: Action = 'keep own read marks and notification settings';
const path = (route: string, dossierId: string) => route.replace(':id', dossierId);

/** A member's route that reads or changes nothing the other cases depend on. */
const memberRoute = (
  method: Endpoint['method'],
  route: string,
  payload?: object,
  action: Action = 'read the dossier',
): Endpoint =>
  dossierRoute({
    method,
    route,
    action,
    request: (context) => ({ method, url: path(route, dossierOf(context)), payload }),
  });

export const dossierEndpoints: Endpoint[] = [
  memberRoute('GET', '/api/v1/dossiers/:id'),
  memberRoute('GET', '/api/v1/dossiers/:id/data'),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/request-close',
    action: 'request closure',
    request: async (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${await target(context)}/request-close`,
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/close',
    action: 'close',
    request: async (context) => ({ method: 'POST', url: `/api/v1/dossiers/${await target(context)}/close` }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/cancel-close',
    action: 'withdraw the close request',
    request: async (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${await target(context)}/cancel-close`,
      payload: { reason: 'Nog niet: een vraag uit de matrix' },
    }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/app/dossiers/:id/available-users',
    action: 'list the users to add',
    request: (context) => ({ method: 'GET', url: `/app/dossiers/${dossierOf(context)}/available-users` }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/companies',
    variant: 'B, a client related to A',
    action: 'add the counterparty',
    subject: { company: 'B' },
    request: async (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${await target(context)}/companies`,
      payload: { company_id: context.world.companyId('B') },
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/counterparty',
    variant: 'B with its user',
    action: ['add the counterparty', 'add a member'],
    subject: { company: 'B' },
    request: async (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${await target(context)}/counterparty`,
      payload: { company_id: context.world.companyId('B'), user_id: context.world.userId('bMember') },
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/users',
    variant: 'a user of A',
    action: 'add a member',
    subject: { company: 'A' },
    request: async (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/users`,
      payload: { user_id: (await freshUserOfA(context.world)).id },
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/invite',
    variant: 'a contact of X',
    // Inviting a contact of a company the dossier does not have yet links that company first.
    action: ['add a member', 'invite a guest'],
    subject: { company: 'X' },
    request: async (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${context.where?.kind === 'internal' ? await target(context) : dossierOf(context)}/invite`,
      payload: { email: uniqueEmail('gast'), company_id: context.world.companyId('X') },
    }),
  }),
  memberRoute('GET', '/api/v1/dossiers/:id/messages'),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/messages',
    action: 'send a message',
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/messages`,
      payload: { message_type: 'user', message: 'Een bericht uit de matrix' },
    }),
  }),
  memberRoute('POST', '/api/v1/dossiers/:id/read-status', undefined, OWN_SETTINGS),
  memberRoute('GET', '/api/v1/dossiers/:id/notifications', undefined, OWN_SETTINGS),
  memberRoute('PUT', '/api/v1/dossiers/:id/notifications', { muted: false }, OWN_SETTINGS),
  memberRoute('DELETE', '/api/v1/dossiers/:id/notifications/reply-address', undefined, OWN_SETTINGS),
];
