import { describe, expect, it } from 'vitest';
import type { PolicyActor } from './policy.ts';
import { canChangeOwnPassword, canInviteUser, canListCompanyUsers, canRemoveUser } from './users.ts';

const admin: PolicyActor = { id: 'a', role: 'admin', company_id: 'c1' };
const member: PolicyActor = { id: 'm', role: 'user', company_id: 'c1' };
const viewer: PolicyActor = { id: 'v', role: 'viewer', company_id: 'c1' };
const otherAdmin: PolicyActor = { id: 'o', role: 'admin', company_id: 'c2' };
const colleague = { id: 'm', company_id: 'c1', deleted_at: null };

describe('user policies', () => {
  it.each([
    ['an admin removes a colleague', admin, colleague, true],
    ['an admin cannot remove themselves', admin, { ...colleague, id: 'a' }, false],
    ['an admin cannot remove a removed user', admin, { ...colleague, deleted_at: new Date() }, false],
    ['an admin of another company cannot remove', otherAdmin, colleague, false],
    ['a regular user cannot remove', member, { ...colleague, id: 'x' }, false],
    ['a viewer cannot remove', viewer, colleague, false],
  ])('%s', (_case, actor, user, allowed) => {
    expect(canRemoveUser(actor, user)).toBe(allowed);
  });

  it('lets only admins list and invite', () => {
    expect([admin, member, viewer].map(canListCompanyUsers)).toEqual([true, false, false]);
    expect([admin, member, viewer].map(canInviteUser)).toEqual([true, false, false]);
  });

  it('keeps viewers from changing a password', () => {
    expect([admin, member, viewer].map(canChangeOwnPassword)).toEqual([true, true, false]);
  });
});
