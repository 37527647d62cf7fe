import { mayCreateDossier } from '../../../src/policies/dossiers.ts';
import {
  mayAcceptRelation,
  mayListRelations,
  mayLookUpCompanies,
  mayRegisterExternalCompany,
  mayRejectRelation,
  mayRequestRelation,
  maySeeCompanyUsers,
  mayToggleRelation,
  type RelationResource,
} from '../../../src/policies/relations.ts';
import {
  mayChangeOwnPassword,
  mayInviteUser,
  mayListCompanyUsers,
  mayRemoveUser,
} from '../../../src/policies/users.ts';
import { PASSWORD, uniqueEmail, uniqueRegistrationNumber } from '../factories.ts';
import type { Actor } from './actors.ts';
import { type Endpoint, type Expected, personOf, plainRoute, refusal, signedOut } from './endpoint.ts';
import { freshClient, freshRelationOfA, freshRequestToA, freshUserOfA } from './fresh.ts';
import { type CompanyKey, companies, type Person, related } from './model.ts';

/** A route for anyone signed in, decided by one policy of the caller. */
const signedInBy =
  (policy: (person: Person) => Parameters<typeof refusal>[0]) =>
  (who: Actor): Expected =>
    signedOut(who) ?? refusal(policy(personOf(who))) ?? 'allowed';

const everyoneSignedIn = (who: Actor): Expected => signedOut(who) ?? 'allowed';

/** A client company P that asked A for a relation; an external party P that A related to. */
const requestToA: RelationResource = {
  requester_company_id: 'company:P',
  target_company_id: companies.A.id,
  status: 'pending',
};
const relationOfA: RelationResource = {
  requester_company_id: companies.A.id,
  target_company_id: 'company:P',
  status: 'active',
};

/** The users of a company, to pick from: its own people, and companies in an active relation with it. */
const companyUsers = (company: CompanyKey): Endpoint =>
  plainRoute({
    method: 'GET',
    route: '/api/v1/companies/:id/users',
    variant: `${company}'s users`,
    expect: (who) =>
      signedOut(who) ??
      refusal(mayLookUpCompanies(personOf(who))) ??
      refusal(
        maySeeCompanyUsers(personOf(who), companies[company].id, related(personOf(who).company, company)),
      ) ??
      'allowed',
    request: ({ world }) => ({ method: 'GET', url: `/api/v1/companies/${world.companyId(company)}/users` }),
  });

const get = (route: string, expect: (who: Actor) => Expected, url = route): Endpoint =>
  plainRoute({ method: 'GET', route, expect, request: () => ({ method: 'GET', url }) });

export const accountEndpoints: Endpoint[] = [
  get('/api/v1/users/me', everyoneSignedIn),
  get('/api/v1/admin/users', signedInBy(mayListCompanyUsers)),
  plainRoute({
    method: 'POST',
    route: '/api/v1/users',
    expect: signedInBy(mayInviteUser),
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
    expect: signedInBy((person) =>
      mayRemoveUser(person, { id: 'user:new', company_id: companies.A.id, deleted_at: null }),
    ),
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
    expect: signedInBy((person) => mayRemoveUser(person, { ...person, deleted_at: null })),
    request: ({ world, who }) => ({
      method: 'PATCH',
      url: `/api/v1/users/${world.userId(who.person?.key ?? 'aMember')}`,
      payload: { deleted_at: new Date().toISOString() },
    }),
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/auth/password-change',
    expect: signedInBy(mayChangeOwnPassword),
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
    expect: everyoneSignedIn,
    request: () => ({ method: 'POST', url: '/api/v1/auth/logout' }),
    // Signing out ends the caller's session; they sign in again for the cases after this one.
    settle: async ({ world, who, expected }) => {
      if (who.person && expected === 'allowed') await world.resumeSession(who.person.key);
    },
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/companies',
    expect: signedInBy(mayRegisterExternalCompany),
    request: () => ({
      method: 'POST',
      url: '/api/v1/companies',
      payload: { name: 'Extern Bedrijf', registration_number: uniqueRegistrationNumber(), city: 'Zwolle' },
    }),
  }),
  get('/app/relations/search', signedInBy(mayLookUpCompanies), '/app/relations/search?q=Zoekbaar'),
  companyUsers('A'),
  companyUsers('U'),
  get('/api/v1/relations', signedInBy(mayListRelations)),
  plainRoute({
    method: 'POST',
    route: '/api/v1/relations',
    expect: signedInBy((person) => mayRequestRelation(person, undefined)),
    request: async ({ world }) => ({
      method: 'POST',
      url: '/api/v1/relations',
      payload: { company_2_id: (await freshClient(world)).id, status: 'pending' },
    }),
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/relations/:id/accept',
    expect: signedInBy((person) => mayAcceptRelation(person, requestToA)),
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/v1/relations/${await freshRequestToA(world)}/accept`,
    }),
  }),
  plainRoute({
    method: 'POST',
    route: '/api/v1/relations/:id/reject',
    expect: signedInBy((person) => mayRejectRelation(person, requestToA)),
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/v1/relations/${await freshRequestToA(world)}/reject`,
    }),
  }),
  plainRoute({
    method: 'PATCH',
    route: '/api/v1/relations/:id',
    expect: signedInBy((person) => mayToggleRelation(person, relationOfA)),
    request: async ({ world }) => ({
      method: 'PATCH',
      url: `/api/v1/relations/${await freshRelationOfA(world)}`,
      payload: { status: 'inactive' },
    }),
  }),
  get('/app/sidebar/dossiers', everyoneSignedIn),
  get('/app/dossiers/latest-dossier', everyoneSignedIn),
  plainRoute({
    method: 'POST',
    route: '/api/v1/dossiers',
    expect: signedInBy(mayCreateDossier),
    request: () => ({ method: 'POST', url: '/api/v1/dossiers', payload: { title: 'Nieuw intern dossier' } }),
  }),
  get('/api/v1/users/me/notifications', everyoneSignedIn),
  plainRoute({
    method: 'PUT',
    route: '/api/v1/users/me/notifications',
    expect: everyoneSignedIn,
    request: () => ({
      method: 'PUT',
      url: '/api/v1/users/me/notifications',
      payload: { mode: 'immediate', time_zone: 'Europe/Amsterdam' },
    }),
  }),
];
