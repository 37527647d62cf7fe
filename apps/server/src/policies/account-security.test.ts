import { describe, expect, it } from 'vitest';
import {
  mayChangeCompanySecurity,
  mayDisableSecondFactor,
  mayEndSession,
  mayManageOwnSecondFactor,
  mayResetSecondFactor,
  mustEnrolFirst,
} from './account-security.ts';
import { outcome } from './decision-outcome.ts';
import type { PolicyActor } from './policy.ts';

const admin: PolicyActor = { id: 'a', role: 'admin', company_id: 'c1' };
const member: PolicyActor = { id: 'm', role: 'user', company_id: 'c1' };
const viewer: PolicyActor = { id: 'v', role: 'viewer', company_id: 'c1' };
const otherAdmin: PolicyActor = { id: 'o', role: 'admin', company_id: 'c2' };
const colleague = { id: 'm', company_id: 'c1', deleted_at: null };

describe('account security policies', () => {
  it.each([
    ['an admin sets up their own second factor', admin, 'allowed'],
    ['a user sets up their own second factor', member, 'allowed'],
    ['a guest has none to set up', viewer, 403],
  ])('%s', (_case, actor, expected) => {
    expect(outcome(mayManageOwnSecondFactor(actor))).toBe(expected);
  });

  it.each([
    ['a user turns it off when the company does not demand one', member, false, 0, 'allowed'],
    [
      'a user with a passkey turns the app off though the company demands a factor',
      member,
      true,
      1,
      'allowed',
    ],
    ['a user without a passkey keeps the app while the company demands a factor', member, true, 0, 409],
    ['a guest has none to turn off', viewer, false, 0, 403],
  ])('%s', (_case, actor, requiredByCompany, passkeys, expected) => {
    expect(outcome(mayDisableSecondFactor(actor, { requiredByCompany, passkeys }))).toBe(expected);
  });

  it.each([
    ['an admin sets their company’s demand', admin, 'c1', 'allowed'],
    ['a user cannot', member, 'c1', 403],
    ['a guest cannot', viewer, 'c1', 403],
    ['an admin of another company does not see it', otherAdmin, 'c1', 404],
  ])('%s', (_case, actor, companyId, expected) => {
    expect(outcome(mayChangeCompanySecurity(actor, companyId))).toBe(expected);
  });

  it.each([
    ['an admin resets a colleague', admin, colleague, 'allowed'],
    ['an admin cannot reset their own (that needs a code)', admin, { ...colleague, id: 'a' }, 403],
    ['a user cannot reset a colleague', member, { ...colleague, id: 'x' }, 403],
    ['a user cannot reset their own either', member, colleague, 403],
    ['a removed colleague is gone', admin, { ...colleague, deleted_at: new Date() }, 404],
    ['an admin of another company does not see them', otherAdmin, colleague, 404],
  ])('%s', (_case, actor, user, expected) => {
    expect(outcome(mayResetSecondFactor(actor, user))).toBe(expected);
  });

  it.each([
    ['a user ends their own session', member, { user_id: 'm' }, 'allowed'],
    ['a colleague’s session is unknown to them', member, { user_id: 'a' }, 404],
    ['an admin does not end a colleague’s session here', admin, { user_id: 'm' }, 404],
  ])('%s', (_case, actor, session, expected) => {
    expect(outcome(mayEndSession(actor, session))).toBe(expected);
  });

  it.each([
    ['demanded, none set up: enrol first', 'user', true, false, true],
    ['demanded, one set up: a full session', 'user', true, true, false],
    ['not demanded: a full session', 'admin', false, false, false],
    ['a guest is never sent to enrol', 'viewer', true, false, false],
  ] as const)('%s', (_case, role, demanded, hasFactor, expected) => {
    expect(mustEnrolFirst({ role }, demanded, hasFactor)).toBe(expected);
  });
});
