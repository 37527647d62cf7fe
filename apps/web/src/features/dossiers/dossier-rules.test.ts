import type { DossierMember, DossierResponse } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import {
  canAddCounterparty,
  canAddMember,
  canCancelCloseRequest,
  canCloseDossier,
  canLeaveDossier,
  canManageGuest,
  canRemoveMember,
  canRequestClosure,
  type Viewer,
  waitsForOtherCompany,
} from './dossier-rules.ts';

const OWN = '11111111-1111-4111-8111-111111111111';
const CLIENT = '22222222-2222-4222-8222-222222222222';
const EXTERNAL = '33333333-3333-4333-8333-333333333333';

const admin: Viewer = { id: 'u-admin', role: 'admin', company_id: OWN };
const user: Viewer = { id: 'u-user', role: 'user', company_id: OWN };
const guest: Viewer = { id: 'u-guest', role: 'viewer', company_id: EXTERNAL };

const own = { id: OWN, name: 'Eigen BV', is_meru_client: true };
const client = { id: CLIENT, name: 'Klant BV', is_meru_client: true };
const external = { id: EXTERNAL, name: 'Extern BV', is_meru_client: false };

type Facts = Pick<DossierResponse, 'status' | 'companies' | 'close_request'>;
const internal = (status: Facts['status'] = 'open'): Facts => ({
  status,
  companies: [own],
  close_request: null,
});
const withClient = (status: Facts['status'] = 'open'): Facts => ({
  status,
  companies: [own, client],
  close_request: null,
});
const withExternal = (status: Facts['status'] = 'open'): Facts => ({
  status,
  companies: [own, external],
  close_request: null,
});
/** A dossier of two clients waiting in close_request, asked by `company`. */
const closeAskedBy = (company: { id: string; name: string }): Facts => ({
  status: 'close_request',
  companies: [own, client],
  close_request: {
    company_id: company.id,
    company_name: company.name,
    user_id: 'u-asker',
    user_name: 'Iemand',
    requested_at: '2026-11-20T10:00:00.000Z',
  },
});

const member = (id: string, companyId = OWN, status: DossierMember['status'] = 'active'): DossierMember => ({
  id,
  first_name: 'A',
  last_name: 'B',
  full_name: 'A B',
  email: `${id}@e2e.test`,
  role: 'user',
  company_id: companyId,
  company_name: 'x',
  status,
  token_expires_at: null,
  invited_by_company_id: null,
});

describe('dossier rules (SPEC.md sections 4 and 6)', () => {
  it('offers adding a counterparty only to an open internal dossier, never to a viewer', () => {
    expect(canAddCounterparty(user, internal())).toBe(true);
    expect(canAddCounterparty(user, withClient())).toBe(false);
    expect(canAddCounterparty(user, internal('closed'))).toBe(false);
    expect(canAddCounterparty(guest, internal())).toBe(false);
  });

  it('lets members but not viewers add users to a dossier that is not closed', () => {
    expect(canAddMember(user, withClient('close_request'))).toBe(true);
    expect(canAddMember(user, withClient('closed'))).toBe(false);
    expect(canAddMember(guest, withClient())).toBe(false);
  });

  it('lets either company of two clients request closure of an open dossier', () => {
    expect(canRequestClosure(user, withClient())).toBe(true);
    expect(canRequestClosure(user, withClient('close_request'))).toBe(false);
    expect(canRequestClosure(user, internal())).toBe(false);
    expect(canRequestClosure(user, withExternal())).toBe(false);
    expect(canRequestClosure(guest, withClient())).toBe(false);
  });

  it('closes after a request, internal by an admin only, with an external counterparty directly', () => {
    expect(canCloseDossier(user, closeAskedBy(client))).toBe(true);
    expect(canCloseDossier(user, withClient())).toBe(false);
    expect(canCloseDossier(admin, internal())).toBe(true);
    expect(canCloseDossier(user, internal())).toBe(false);
    expect(canCloseDossier(user, withExternal())).toBe(true);
    expect(canCloseDossier(user, withClient('closed'))).toBe(false);
    expect(canCloseDossier(guest, closeAskedBy(client))).toBe(false);
  });

  // Issue 24: closing takes two. Expected answers from the issue text, not from the code.
  describe('a close request of two client companies (issue 24)', () => {
    const colleague: Viewer = { id: 'u-colleague', role: 'user', company_id: OWN };
    const otherSide: Viewer = { id: 'u-client', role: 'user', company_id: CLIENT };
    const cases: Array<[string, Viewer, Facts, { close: boolean; withdraw: boolean; waits: boolean }]> = [
      ['the user who asked', user, closeAskedBy(own), { close: false, withdraw: true, waits: true }],
      [
        'a colleague of the asker',
        colleague,
        closeAskedBy(own),
        { close: false, withdraw: true, waits: true },
      ],
      [
        'an admin of the asking company',
        admin,
        closeAskedBy(own),
        { close: false, withdraw: true, waits: true },
      ],
      ['the other company', otherSide, closeAskedBy(own), { close: true, withdraw: true, waits: false }],
      [
        'a user of ours, when the other company asked',
        user,
        closeAskedBy(client),
        { close: true, withdraw: true, waits: false },
      ],
      ['a guest', guest, closeAskedBy(own), { close: false, withdraw: false, waits: false }],
      ['anyone, while open', user, withClient(), { close: false, withdraw: false, waits: false }],
      [
        'anyone, once closed',
        otherSide,
        withClient('closed'),
        { close: false, withdraw: false, waits: false },
      ],
    ];
    it.each(cases)('%s: confirm, withdraw or "Nog niet", wait', (_, actor, dossier, expected) => {
      expect({
        close: canCloseDossier(actor, dossier),
        withdraw: canCancelCloseRequest(actor, dossier),
        waits: waitsForOtherCompany(actor, dossier),
      }).toEqual(expected);
    });

    it('keeps closing directly where no request is needed: internal by an admin, an external counterparty', () => {
      expect(canCloseDossier(admin, internal())).toBe(true);
      expect(canCloseDossier(user, withExternal())).toBe(true);
      expect(canCancelCloseRequest(user, withExternal())).toBe(false);
    });
  });

  it('refuses leaving when fewer than 2 colleagues remain, when closed, and to viewers', () => {
    const two = [member('u-user'), member('u-other'), member('u-client', CLIENT)];
    const alone = [member('u-user'), member('u-gone', OWN, 'removed'), member('u-client', CLIENT)];
    expect(canLeaveDossier(user, withClient(), two)).toBe(true);
    expect(canLeaveDossier(user, withClient(), alone)).toBe(false);
    expect(canLeaveDossier(user, withClient('closed'), two)).toBe(false);
    expect(canLeaveDossier(guest, withClient(), [member('u-guest', EXTERNAL), member('x', EXTERNAL)])).toBe(
      false,
    );
  });

  it('lets an admin remove another member of their own company while more than one remains', () => {
    const members = [member('u-admin'), member('u-user'), member('u-client', CLIENT)];
    expect(canRemoveMember(admin, withClient(), members[1], members)).toBe(true);
    expect(canRemoveMember(admin, withClient(), members[0], members)).toBe(false);
    expect(canRemoveMember(admin, withClient(), members[2], members)).toBe(false);
    expect(canRemoveMember(user, withClient(), members[0], members)).toBe(false);
    expect(canRemoveMember(admin, withClient('closed'), members[1], members)).toBe(false);
    const lastTwo = [member('u-admin', OWN, 'removed'), member('u-user')];
    expect(canRemoveMember(admin, withClient(), lastTwo[1], lastTwo)).toBe(false);
  });

  it('lets the inviting company, not the guest, their colleagues nor another company, renew, resend and remove a guest', () => {
    const invited: DossierMember = {
      ...member('u-guest', EXTERNAL),
      role: 'viewer',
      token_expires_at: '2099-01-01T00:00:00.000Z',
      invited_by_company_id: OWN,
    };
    const colleagueOfGuest: Viewer = { id: 'u-ext', role: 'admin', company_id: EXTERNAL };
    const otherClient: Viewer = { id: 'u-client', role: 'admin', company_id: CLIENT };
    expect(canManageGuest(otherClient, withExternal(), invited)).toBe(false);
    expect(canManageGuest(user, withExternal(), { ...invited, invited_by_company_id: CLIENT })).toBe(false);
    expect(canManageGuest(user, withExternal(), invited)).toBe(true);
    expect(canManageGuest(admin, withExternal(), invited)).toBe(true);
    expect(canManageGuest(guest, withExternal(), invited)).toBe(false);
    expect(canManageGuest(colleagueOfGuest, withExternal(), invited)).toBe(false);
    expect(canManageGuest(user, withExternal(), member('u-other'))).toBe(false);
    expect(canManageGuest(user, withExternal(), { ...invited, status: 'removed' })).toBe(false);
    expect(canManageGuest(user, withExternal('closed'), invited)).toBe(false);
  });
});
