import { describe, expect, it } from 'vitest';
import {
  canAddCounterparty,
  canCloseDossier,
  canLeaveDossier,
  canRemoveDossierMember,
  canRequestClosure,
  type DossierFacts,
} from './dossiers.ts';
import type { PolicyActor } from './policy.ts';

const admin: PolicyActor = { id: 'a', role: 'admin', company_id: 'c1' };
const user: PolicyActor = { id: 'u', role: 'user', company_id: 'c1' };
const viewer: PolicyActor = { id: 'v', role: 'viewer', company_id: 'c2' };

const own = { id: 'c1', is_meru_client: true };
const client = { id: 'c2', is_meru_client: true };
const external = { id: 'c3', is_meru_client: false };
const dossier = (status: DossierFacts['status'], ...others: DossierFacts['companies']): DossierFacts => ({
  status,
  companies: [own, ...others],
});

describe('dossier status rules (SPEC section 4)', () => {
  it.each([
    ['two clients, open: a user requests closure', user, dossier('open', client), true],
    ['internal: no request, an admin closes directly', admin, dossier('open'), false],
    ['external counterparty: no request, closing is direct', user, dossier('open', external), false],
    ['already requested', user, dossier('close_request', client), false],
    ['a viewer never requests', viewer, dossier('open', client), false],
  ])('request closure: %s', (_case, actor, facts, allowed) => {
    expect(canRequestClosure(actor, facts)).toBe(allowed);
  });

  it.each([
    ['internal, open, admin', admin, dossier('open'), true],
    ['internal, open, regular user', user, dossier('open'), false],
    ['two clients, open', user, dossier('open', client), false],
    ['two clients, close requested', user, dossier('close_request', client), true],
    ['external counterparty, open', user, dossier('open', external), true],
    ['closed', admin, dossier('closed'), false],
    ['viewer after a request', viewer, dossier('close_request', client), false],
  ])('close: %s', (_case, actor, facts, allowed) => {
    expect(canCloseDossier(actor, facts)).toBe(allowed);
  });
});

describe('dossier membership rules', () => {
  it('adds a counterparty only to a dossier without one', () => {
    expect(canAddCounterparty(user, dossier('open'))).toBe(true);
    expect(canAddCounterparty(user, dossier('open', client))).toBe(false);
    expect(canAddCounterparty(user, dossier('closed'))).toBe(false);
    expect(canAddCounterparty(viewer, dossier('open'))).toBe(false);
  });

  it.each([
    ['with a colleague staying', user, dossier('open'), 2, true],
    ['as the last of the company', user, dossier('open'), 1, false],
    ['from a closed dossier', user, dossier('closed'), 3, false],
    ['as a viewer', viewer, dossier('open', client), 2, false],
  ])('leave %s', (_case, actor, facts, active, allowed) => {
    expect(canLeaveDossier(actor, facts, active)).toBe(allowed);
  });

  it.each([
    ['an admin removes a colleague', admin, { user_id: 'u', company_id: 'c1' }, 2, true],
    ['not the last of the company', admin, { user_id: 'u', company_id: 'c1' }, 1, false],
    ['not someone of another company', admin, { user_id: 'x', company_id: 'c2' }, 3, false],
    ['not themselves (that is leaving)', admin, { user_id: 'a', company_id: 'c1' }, 3, false],
    ['a regular user removes nobody', user, { user_id: 'a', company_id: 'c1' }, 3, false],
  ])('remove: %s', (_case, actor, member, active, allowed) => {
    expect(canRemoveDossierMember(actor, dossier('open', client), member, active)).toBe(allowed);
  });
});
