import { PASSWORD, uniqueEmail, uniqueRegistrationNumber } from '../factories.ts';
import { type Endpoint, plainRoute } from './endpoint.ts';
import { freshClient, freshRelationOfA, freshRequestToA, freshUserOfA } from './fresh.ts';
import type { CompanyKey } from './model.ts';
import type { Action } from './rule-terms.ts';

/** A client company P asked A for a relation; A related to an external party P. */
const requestToA = { relation: { from: 'P', to: 'A' } } as const;
const relationOfA = { relation: { from: 'A', to: 'P' } } as const;

/** The users of a company, to pick from: its own people, and companies in an active relation with it. */
const companyUsers = (company: CompanyKey): Endpoint =>
  plainRoute({
    method: 'GET',
    route: '/api/v1/companies/:id/users',
    variant: `${company}'s users`,
    action: "see a company's users",
    subject: { company },
    request: ({ world }) => ({ method: 'GET', url: `/api/v1/companies/${world.companyId(company)}/users` }),
  });

const get = (route: string, action: Action, url = route): Endpoint =>
  plainRoute({ method: 'GET', route, action, request: () => ({ method: 'GET', url }) });
export const accountEndpoints: Endpoint[] = [
  get('/api/v1/users/me', 'use own account'),
  get('/api/v1/admin/users', 'list the company users'),
  plainRoute({
    method: 'POST',
    route: '/api/v1/users',
    action: 'invite a colleague',
    request: () => ({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email: uniqueEmail('collega'), role: 'user', first_name: 'Nieuwe', last_name: 'Collega' },
    }),
  }),
  plainRoute({
    method: 'PATCH',
    route: '/api/v1/users/:id',
    variant: 'a user of A',
    action: 'remove a user',
    subject: { user: 'another', company: 'A' },
    request: async ({ world }) => ({
      method: 'PATCH',
      url: `/api/v1/users/${(await freshUserOfA(world)).id}`,
      payload: { deleted_at: new Date().toISOString() },
    }),
  }),
  plainRoute({
    method: 'PATCH',
    route: '/api/v1/users/:id',
    variant: 'oneself',
    action: 'remove a user',
    subject: { user: 'self' },
    request: ({ world, who }) => ({
      method: 'PATCH',
      url: `/api/v1/users/${world.userId(who.person?.key ?? 'aMember')}`,
      payload: { deleted_at: new Date().toISOString() },
    }),
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/auth/password-change',
    action: 'change own password',
    // The same password again: the caller's later cases still sign in with it.
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/password-change',
      payload: { current_password: PASSWORD, new_password: PASSWORD },
    }),
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/auth/logout',
    action: 'use own account',
    request: () => ({ method: 'POST', url: '/api/v1/auth/logout' }),
    // Signing out ends the caller's session; they sign in again for the cases after this one.
    settle: async ({ world, who, expected }) => {
      if (who.person && expected === 'allowed') await world.resumeSession(who.person.key);
    },
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/companies',
    action: 'register an external company',
    request: () => ({
      method: 'POST',
      url: '/api/v1/companies',
      payload: { name: 'Extern Bedrijf', registration_number: uniqueRegistrationNumber(), city: 'Zwolle' },
    }),
  }),
  get('/app/relations/search', 'search companies', '/app/relations/search?q=Zoekbaar'),
  companyUsers('A'),
  companyUsers('U'),
  get('/api/v1/relations', 'list relations'),
  plainRoute({
    method: 'POST',
    route: '/api/v1/relations',
    action: 'request a relation',
    request: async ({ world }) => ({
      method: 'POST',
      url: '/api/v1/relations',
      payload: { company_2_id: (await freshClient(world)).id, status: 'pending' },
    }),
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/relations/:id/accept',
    action: 'accept a relation request',
    subject: requestToA,
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/v1/relations/${await freshRequestToA(world)}/accept`,
    }),
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/relations/:id/reject',
    action: 'reject a relation request',
    subject: requestToA,
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/v1/relations/${await freshRequestToA(world)}/reject`,
    }),
  }),
  plainRoute({
    method: 'PATCH',
    route: '/api/v1/relations/:id',
    action: 'switch a relation on or off',
    subject: relationOfA,
    request: async ({ world }) => ({
      method: 'PATCH',
      url: `/api/v1/relations/${await freshRelationOfA(world)}`,
      payload: { status: 'inactive' },
    }),
  }),
  get('/app/sidebar/dossiers', 'use own account'),
  get('/app/dossiers/latest-dossier', 'use own account'),
  plainRoute({
    method: 'POST',
    route: '/api/v1/dossiers',
    action: 'create a dossier',
    request: () => ({ method: 'POST', url: '/api/v1/dossiers', payload: { title: 'Nieuw intern dossier' } }),
  }),
  get('/api/v1/users/me/notifications', 'use own account'),
  plainRoute({
    method: 'PUT',
    route: '/api/v1/users/me/notifications',
    action: 'use own account',
    request: () => ({
      method: 'PUT',
      url: '/api/v1/users/me/notifications',
      payload: { mode: 'immediate', time_zone: 'Europe/Amsterdam' },
    }),
  }),
];
