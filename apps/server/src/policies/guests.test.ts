import { canManageGuest } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { outcome } from './decision-outcome.ts';
import {
  accessEnded,
  type GuestAccess,
  mayManageGuest,
  mayNameGuest,
  mayRequestExtension,
  mayResendLink,
  mayUseDossierAccess,
} from './guests.ts';
import type { PolicyActor } from './policy.ts';

// Company i invited guest g (of external company e) into a dossier; company c is another client in the dossier.
const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-12-23T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');
const inviterAdmin: PolicyActor = { id: 'ia', role: 'admin', company_id: 'i' };
const inviterMember: PolicyActor = { id: 'im', role: 'user', company_id: 'i' };
const guestActor: PolicyActor = { id: 'g', role: 'viewer', company_id: 'e' };
const otherGuest: PolicyActor = { id: 'g2', role: 'viewer', company_id: 'e' };
const otherCompany: PolicyActor = { id: 'cm', role: 'admin', company_id: 'c' };
const guest: GuestAccess = {
  user_id: 'g',
  role: 'viewer',
  status: 'active',
  token_expires_at: later,
  invited_by_company_id: 'i',
};
const expired: GuestAccess = { ...guest, token_expires_at: earlier };
const removed: GuestAccess = { ...guest, status: 'removed' };
const colleague: GuestAccess = {
  user_id: 'im',
  role: 'user',
  status: 'active',
  token_expires_at: null,
  invited_by_company_id: null,
};
const open = { status: 'open' as const };
const closed = { status: 'closed' as const };

describe('guest access policies (SPEC sections 4 and 6)', () => {
  it('ends a guest access at token_expires_at, and never a colleague membership', () => {
    expect(accessEnded(guest, now)).toBe(false);
    expect(accessEnded({ token_expires_at: now }, now)).toBe(true);
    expect(accessEnded(expired, now)).toBe(true);
    expect(accessEnded(colleague, now)).toBe(false);
  });

  it.each([
    ['a guest before the end', guest, 'allowed'],
    ['a guest after the end', expired, 403],
    ['a colleague', colleague, 'allowed'],
    [
      'a removed membership (the call itself answers 404)',
      { ...expired, status: 'removed' as const },
      'allowed',
    ],
  ])('uses the dossier: %s', (_case, access, expected) => {
    expect(outcome(mayUseDossierAccess(access, now))).toBe(expected);
  });

  it('says why an expired guest is refused, in Dutch', () => {
    expect(mayUseDossierAccess(expired, now)).toMatchObject({ status: 403, detail: /toegang .* verlopen/ });
  });

  it.each([
    ['the guest, before the end', guestActor, open, guest, 'allowed'],
    ['the guest, after the end', guestActor, open, expired, 'allowed'],
    ['the guest of a closed dossier', guestActor, closed, expired, 409],
    ['a colleague asking for themselves', inviterMember, open, colleague, 403],
    ['someone else than the guest', otherGuest, open, guest, 404],
    ['a removed guest', guestActor, open, removed, 404],
  ])('requests an extension: %s', (_case, actor, facts, access, expected) => {
    expect(outcome(mayRequestExtension(actor, facts, access))).toBe(expected);
  });

  it.each([
    ['an admin of the inviting company', inviterAdmin, open, guest, 'allowed'],
    ['a user of the inviting company', inviterMember, open, guest, 'allowed'],
    ['an expired guest, renewed', inviterMember, open, expired, 'allowed'],
    ['the guest themselves', guestActor, open, guest, 403],
    ['another guest of the same company', otherGuest, open, guest, 403],
    ['a member of another company in the dossier', otherCompany, open, guest, 403],
    ['a colleague instead of a guest', inviterAdmin, open, colleague, 409],
    ['a removed guest', inviterAdmin, open, removed, 404],
    ['in a closed dossier', inviterAdmin, closed, guest, 409],
  ])('manages (renews, removes) a guest: %s', (_case, actor, facts, access, expected) => {
    expect(outcome(mayManageGuest(actor, facts, access))).toBe(expected);
  });

  it.each([
    ['before the end', inviterMember, guest, 'allowed'],
    ['after the end: renew instead', inviterMember, expired, 409],
    ['by the guest', guestActor, guest, 403],
    ['by another company', otherCompany, guest, 403],
  ])('mails a new link %s', (_case, actor, access, expected) => {
    expect(outcome(mayResendLink(actor, open, access, now))).toBe(expected);
  });
});

// SPEC sections 4 and 6, written out: who may renew, resend and remove guest g, invited by company i.
describe('the shared rule canManageGuest (contract, used by the policy and the web)', () => {
  const inviterViewer: PolicyActor = { id: 'iv', role: 'viewer', company_id: 'i' };
  const guestColleague: PolicyActor = { id: 'ea', role: 'admin', company_id: 'e' };
  const asOnTheWeb = { ...guest, token_expires_at: later.toISOString() };
  const uninvited: GuestAccess = { ...guest, invited_by_company_id: null };

  it.each([
    ['an admin of the inviting company', inviterAdmin, open, guest, true],
    ['a user of the inviting company', inviterMember, open, guest, true],
    ['a user of the inviting company, the access ended', inviterMember, open, expired, true],
    [
      'a user of the inviting company, the dossier awaiting closure',
      inviterMember,
      { status: 'close_request' as const },
      guest,
      true,
    ],
    ['the same guest as the web holds it (ISO access end)', inviterMember, open, asOnTheWeb, true],
    ['a viewer of the inviting company', inviterViewer, open, guest, false],
    ['the guest themselves', guestActor, open, guest, false],
    ['another guest of the same company', otherGuest, open, guest, false],
    ["an admin of the guest's own company", guestColleague, open, guest, false],
    ['an admin of another company in the dossier', otherCompany, open, guest, false],
    ['anyone, for a guest without an inviting company', inviterAdmin, open, uninvited, false],
    ['anyone, for a colleague instead of a guest', inviterAdmin, open, colleague, false],
    ['anyone, for a removed guest', inviterAdmin, open, removed, false],
    ['anyone, in a closed dossier', inviterAdmin, closed, guest, false],
  ])('%s', (_case, actor, facts, member, expected) => {
    expect(canManageGuest(actor, facts, member)).toBe(expected);
  });
});

describe('naming a guest', () => {
  const guestUser = { id: 'g', company_id: 'e' };
  const member = { id: 'em', company_id: 'e' };
  const memberActor: PolicyActor = { id: 'em', role: 'user', company_id: 'e' };
  it.each([
    ['the guest names themself', guestActor, guestUser, 'allowed'],
    ['another guest of the same company is refused', otherGuest, guestUser, 403],
    ['the inviting company does not see the guest here', inviterAdmin, guestUser, 404],
    ['a member of the inviting company does not either', inviterMember, guestUser, 404],
    ['another company in the dossier does not either', otherCompany, guestUser, 404],
    ['a member of a client company does not name themself here', memberActor, member, 403],
  ])('%s', (_case, actor, user, expected) => {
    expect(outcome(mayNameGuest(actor, user))).toBe(expected);
  });
});
