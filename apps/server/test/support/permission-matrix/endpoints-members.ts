import { mayLeaveDossier, mayRemoveDossierMember } from '../../../src/policies/dossiers.ts';
import { mayManageGuest, mayResendLink } from '../../../src/policies/guests.ts';
import {
  allowed,
  type CaseContext,
  type Check,
  dossierOf,
  dossierRoute,
  type Endpoint,
  member,
  personOf,
  refusal,
  target,
} from './endpoint.ts';
import { freshColleague, freshGuest } from './fresh.ts';
import { activeOfCompany, companies, NOW, people } from './model.ts';

const ROUTE = '/api/v1/dossiers/:id/users/:userId';
const removal = (dossierId: string, userId: string) => ({
  method: 'PATCH' as const,
  url: `/api/v1/dossiers/${dossierId}/users/${userId}`,
  payload: { status: 'removed' },
});

/** The guest of this dossier, if it has one: a call about them in another dossier finds nobody (404). */
const aboutTheGuest =
  (decide: Check): Check =>
  (who, where) =>
    where.members.guest?.status === 'active' ? decide(who, where) : 404;

const leaving: Check = (who, where) => {
  const person = personOf(who);
  return refusal(mayLeaveDossier(person, where.facts, activeOfCompany(where, person.company)));
};

/** The guest as they are in this dossier (aboutTheGuest made sure there is one). */
const guestIn = (where: Parameters<Check>[1]) =>
  where.members.guest as NonNullable<typeof where.members.guest>;

const guestUserId = async (context: CaseContext, make: boolean) =>
  make ? freshGuest(context.world, dossierOf(context)) : context.world.userId('guest');

export const memberEndpoints: Endpoint[] = [
  dossierRoute({
    method: 'PATCH',
    route: ROUTE,
    variant: 'leaving',
    expect: member(leaving),
    request: async (context) =>
      removal(await target(context), context.world.userId(context.who.person?.key ?? 'aMember')),
  }),
  dossierRoute({
    method: 'PATCH',
    route: ROUTE,
    variant: 'removing a colleague of A',
    expect: member((who, where) =>
      refusal(
        mayRemoveDossierMember(
          personOf(who),
          where.facts,
          { user_id: people.aBystander.id, company_id: companies.A.id },
          activeOfCompany(where, 'A'),
        ),
      ),
    ),
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
    expect: member(
      aboutTheGuest((who, where) =>
        personOf(who).key === 'guest'
          ? leaving(who, where)
          : refusal(mayManageGuest(personOf(who), where.facts, guestIn(where))),
      ),
    ),
    request: async (context) => removal(dossierOf(context), await guestUserId(context, allowed(context))),
  }),
  dossierRoute({
    method: 'POST',
    route: `${ROUTE}/renew-token`,
    variant: 'the guest',
    expect: member(
      aboutTheGuest((who, where) => refusal(mayManageGuest(personOf(who), where.facts, guestIn(where)))),
    ),
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/users/${context.world.userId('guest')}/renew-token`,
    }),
  }),
  dossierRoute({
    method: 'POST',
    route: `${ROUTE}/resend-link`,
    variant: 'the guest',
    expect: member(
      aboutTheGuest((who, where) => refusal(mayResendLink(personOf(who), where.facts, guestIn(where), NOW))),
    ),
    request: (context) => ({
      method: 'POST',
      url: `/api/v1/dossiers/${dossierOf(context)}/users/${context.world.userId('guest')}/resend-link`,
    }),
  }),
];
