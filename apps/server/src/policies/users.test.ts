import { describe, expect, it } from 'vitest';
import { outcome } from './decision-outcome.ts';
import type { PolicyActor } from './policy.ts';
import { mayChangeOwnPassword, mayInviteUser, mayListCompanyUsers, mayRemoveUser } from './users.ts';

const admin: PolicyActor = { id: 'a', role: 'admin', company_id: 'c1' };
const member: PolicyActor = { id: 'm', role: 'user', company_id: 'c1' };
const viewer: PolicyActor = { id: 'v', role: 'viewer', company_id: 'c1' };
const otherAdmin: PolicyActor = { id: 'o', role: 'admin', company_id: 'c2' };
const colleague = { id: 'm', company_id: 'c1', deleted_at: null };

describe('user policies', () => {
  it.each([
    ['an admin removes a colleague', admin, colleague, 'allowed'],
    ['an admin cannot remove themselves', admin, { ...colleague, id: 'a' }, 403],
    ['a removed user is gone', admin, { ...colleague, deleted_at: new Date() }, 404],
    ['an admin of another company does not see them', otherAdmin, colleague, 404],
    ['a regular user cannot remove', member, { ...colleague, id: 'x' }, 403],
    ['a viewer cannot remove', viewer, colleague, 403],
  ])('%s', (_case, actor, user, expected) => {
    expect(outcome(mayRemoveUser(actor, user))).toBe(expected);
  });

  it('lets only admins list and invite', () => {
    expect([admin, member, viewer].map((actor) => outcome(mayListCompanyUsers(actor)))).toEqual([
      'allowed',
      403,
      403,
    ]);
    expect([admin, member, viewer].map((actor) => outcome(mayInviteUser(actor)))).toEqual([
      'allowed',
      403,
      403,
    ]);
  });

  it('keeps viewers from changing a password', () => {
    expect([admin, member, viewer].map((actor) => outcome(mayChangeOwnPassword(actor)))).toEqual([
      'allowed',
      'allowed',
      403,
    ]);
  });
});
