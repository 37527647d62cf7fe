import { describe, expect, it } from 'vitest';
import { outcome } from './decision-outcome.ts';
import type { PolicyActor } from './policy.ts';
import {
  isPartyToRelation,
  mayAcceptRelation,
  mayListRelations,
  mayLookUpCompanies,
  mayRegisterExternalCompany,
  mayRejectRelation,
  mayRequestRelation,
  maySeeCompanyUsers,
  mayToggleRelation,
  type RelationResource,
} from './relations.ts';

// Company s sent a request to company t; company x is a third company.
const senderAdmin: PolicyActor = { id: 'sa', role: 'admin', company_id: 's' };
const senderMember: PolicyActor = { id: 'sm', role: 'user', company_id: 's' };
const receiverAdmin: PolicyActor = { id: 'ta', role: 'admin', company_id: 't' };
const receiverMember: PolicyActor = { id: 'tm', role: 'user', company_id: 't' };
const receiverViewer: PolicyActor = { id: 'tv', role: 'viewer', company_id: 't' };
const thirdAdmin: PolicyActor = { id: 'xa', role: 'admin', company_id: 'x' };
const thirdMember: PolicyActor = { id: 'xm', role: 'user', company_id: 'x' };

const pending: RelationResource = { requester_company_id: 's', target_company_id: 't', status: 'pending' };
const active: RelationResource = { ...pending, status: 'active' };

describe('relation policies', () => {
  it.each([
    ['the sender', senderAdmin, true],
    ['a member of the sender', senderMember, true],
    ['the receiver', receiverAdmin, true],
    ['a viewer of the receiver', receiverViewer, true],
    ['an admin of a third company', thirdAdmin, false],
    ['a member of a third company', thirdMember, false],
  ])('%s is a party to the relation: %s', (_who, actor, party) => {
    expect(isPartyToRelation(actor, pending)).toBe(party);
  });

  it.each([
    ['the receiving admin accepts', mayAcceptRelation, receiverAdmin, pending, 'allowed'],
    ['the sending admin cannot accept their own request', mayAcceptRelation, senderAdmin, pending, 403],
    ['a regular user of the receiver cannot accept', mayAcceptRelation, receiverMember, pending, 403],
    ['a viewer of the receiver cannot accept', mayAcceptRelation, receiverViewer, pending, 403],
    ['an admin of a third company does not see it', mayAcceptRelation, thirdAdmin, pending, 404],
    ['an answered request is not accepted again', mayAcceptRelation, receiverAdmin, active, 409],
    ['the receiving admin rejects', mayRejectRelation, receiverAdmin, pending, 'allowed'],
    ['the sending admin cancels with reject', mayRejectRelation, senderAdmin, pending, 'allowed'],
    ['a regular user of the sender cannot cancel', mayRejectRelation, senderMember, pending, 403],
    ['a viewer of the receiver cannot reject', mayRejectRelation, receiverViewer, pending, 403],
    ['an admin of a third company does not see it', mayRejectRelation, thirdAdmin, pending, 404],
    ['an accepted relation is made inactive, not rejected', mayRejectRelation, receiverAdmin, active, 409],
  ])('%s', (_case, policy, actor, relation, expected) => {
    expect(outcome(policy(actor, relation))).toBe(expected);
  });

  it.each([
    ['the sending admin', senderAdmin, active, 'allowed'],
    ['the receiving admin', receiverAdmin, active, 'allowed'],
    ['a regular user of a side', receiverMember, active, 403],
    ['a viewer of a side', receiverViewer, active, 403],
    ['an admin of a third company', thirdAdmin, active, 404],
    ['an admin, while it is still pending', senderAdmin, pending, 409],
  ])('toggling active/inactive by %s: %s', (_who, actor, relation, expected) => {
    expect(outcome(mayToggleRelation(actor, relation))).toBe(expected);
  });

  it('lets only admins request relations and register external companies, one relation per pair', () => {
    const actors = [senderAdmin, senderMember, receiverViewer];
    expect(actors.map((actor) => outcome(mayRequestRelation(actor, undefined)))).toEqual([
      'allowed',
      403,
      403,
    ]);
    expect(outcome(mayRequestRelation(receiverAdmin, pending))).toBe(409);
    expect(actors.map((actor) => outcome(mayRegisterExternalCompany(actor)))).toEqual(['allowed', 403, 403]);
  });

  it('lets colleagues, not guests, read relations and look up companies', () => {
    const actors = [senderAdmin, senderMember, receiverViewer];
    expect(actors.map((actor) => outcome(mayListRelations(actor)))).toEqual(['allowed', 'allowed', 403]);
    expect(actors.map((actor) => outcome(mayLookUpCompanies(actor)))).toEqual(['allowed', 'allowed', 403]);
  });

  it.each([
    ['its own company', senderMember, 's', false, 'allowed'],
    ['a company in an active relation', senderMember, 't', true, 'allowed'],
    ['a company without an active relation', senderMember, 't', false, 404],
    ['another company, even for an admin', thirdAdmin, 't', false, 404],
    ['any company, for a guest', receiverViewer, 't', false, 403],
  ])('shows the users of %s', (_case, actor, companyId, hasActiveRelation, expected) => {
    expect(outcome(maySeeCompanyUsers(actor, companyId, hasActiveRelation))).toBe(expected);
  });
});
