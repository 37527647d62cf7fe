import {
  mayAddCounterparty,
  mayAddMember,
  mayCloseDossier,
  mayListAvailableUsers,
  mayRequestClosure,
  maySendMessage,
} from '../../../src/policies/dossiers.ts';
import { uniqueEmail } from '../factories.ts';
import { dossierOf, dossierRoute, type Endpoint, member, personOf, refusal, target } from './endpoint.ts';
import { freshUserOfA } from './fresh.ts';
import { companies } from './model.ts';

const path = (route: string, dossierId: string) => route.replace(':id', dossierId);

/** A member-only route that reads or changes nothing the other cases depend on. */
const memberRoute = (method: Endpoint['method'], route: string, payload?: object): Endpoint =>
  dossierRoute({
    method,
    route,
    expect: member(),
    request: (context) => ({ method, url: path(route, dossierOf(context)), payload }),
  });

export const dossierEndpoints: Endpoint[] = [
  memberRoute('GET', '/api/v1/dossiers/:id'),
  memberRoute('GET', '/api/v1/dossiers/:id/data'),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/request-close',
    expect: member((who, where) => refusal(mayRequestClosure(personOf(who), where.facts))),
    request: async (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${await target(context)}/request-close`,
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/close',
    expect: member((who, where) => refusal(mayCloseDossier(personOf(who), where.facts))),
    request: async (context) => ({ method: 'POST', url: `/api/v1/dossiers/${await target(context)}/close` }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/app/dossiers/:id/available-users',
    expect: member((who) => refusal(mayListAvailableUsers(personOf(who)))),
    request: (context) => ({ method: 'GET', url: `/app/dossiers/${dossierOf(context)}/available-users` }),
  }),
  dossierRoute({
    method: 'POST',
    route: '/api/v1/dossiers/:id/companies',
    variant: 'B, a client related to A',
    expect: member((who, where) => refusal(mayAddCounterparty(personOf(who), where.facts))),
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
    expect: member(
      (who, where) => refusal(mayAddCounterparty(personOf(who), where.facts)),
      (who, where) => refusal(mayAddMember(personOf(who), where.facts)),
    ),
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
    expect: member((who, where) => refusal(mayAddMember(personOf(who), where.facts))),
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
    expect: member(
      (who, where) => refusal(mayAddMember(personOf(who), where.facts)),
      (who, where) =>
        where.facts.companies.some((company) => company.id === companies.X.id)
          ? undefined
          : refusal(mayAddCounterparty(personOf(who), where.facts)),
    ),
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
    expect: member((_who, where) => refusal(maySendMessage(where.facts))),
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/messages`,
      payload: { message_type: 'user', message: 'Een bericht uit de matrix' },
    }),
  }),
  memberRoute('POST', '/api/v1/dossiers/:id/read-status'),
  memberRoute('GET', '/api/v1/dossiers/:id/notifications'),
  memberRoute('PUT', '/api/v1/dossiers/:id/notifications', { muted: false }),
  memberRoute('DELETE', '/api/v1/dossiers/:id/notifications/reply-address'),
];
