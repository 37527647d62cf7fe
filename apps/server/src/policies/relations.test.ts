import { describe, expect, it } from 'vitest';
import type { PolicyActor } from './policy.ts';
import {
  canAcceptRelation,
  canListRelations,
  canLookUpCompanies,
  canRegisterExternalCompany,
  canRejectRelation,
  canRequestRelation,
  canSeeCompanyUsers,
  canToggleRelation,
  isPartyToRelation,
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
    ['the receiving admin accepts', canAcceptRelation, receiverAdmin, true],
    ['the sending admin cannot accept their own request', canAcceptRelation, senderAdmin, false],
    ['a regular user of the receiver cannot accept', canAcceptRelation, receiverMember, false],
    ['a viewer of the receiver cannot accept', canAcceptRelation, receiverViewer, false],
    ['an admin of a third company cannot accept', canAcceptRelation, thirdAdmin, false],
    ['the receiving admin rejects', canRejectRelation, receiverAdmin, true],
    ['the sending admin cancels with reject', canRejectRelation, senderAdmin, true],
    ['a regular user of the sender cannot cancel', canRejectRelation, senderMember, false],
    ['a viewer of the receiver cannot reject', canRejectRelation, receiverViewer, false],
    ['an admin of a third company cannot reject', canRejectRelation, thirdAdmin, false],
  ])('%s', (_case, rule, actor, allowed) => {
    expect(rule(actor, pending)).toBe(allowed);
  });

  it.each([
    ['the sending admin', senderAdmin, true],
    ['the receiving admin', receiverAdmin, true],
    ['a regular user of a side', receiverMember, false],
    ['a viewer of a side', receiverViewer, false],
    ['an admin of a third company', thirdAdmin, false],
  ])('toggling active/inactive by %s: %s', (_who, actor, allowed) => {
    expect(canToggleRelation(actor, active)).toBe(allowed);
  });

  it('lets only admins request relations and register external companies', () => {
    const actors = [senderAdmin, senderMember, receiverViewer];
    expect(actors.map(canRequestRelation)).toEqual([true, false, false]);
    expect(actors.map(canRegisterExternalCompany)).toEqual([true, false, false]);
  });

  it('lets colleagues, not guests, read relations and look up companies', () => {
    const actors = [senderAdmin, senderMember, receiverViewer];
    expect(actors.map(canListRelations)).toEqual([true, true, false]);
    expect(actors.map(canLookUpCompanies)).toEqual([true, true, false]);
  });

  it.each([
    ['its own company', senderMember, 's', false, true],
    ['a company in an active relation', senderMember, 't', true, true],
    ['a company without an active relation', senderMember, 't', false, false],
    ['another company, even for an admin', thirdAdmin, 't', false, false],
  ])('shows the users of %s', (_case, actor, companyId, hasActiveRelation, allowed) => {
    expect(canSeeCompanyUsers(actor, companyId, hasActiveRelation)).toBe(allowed);
  });
});
