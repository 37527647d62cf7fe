import { describe, expect, it } from 'vitest';
import { outcome } from './decision-outcome.ts';
import { mayManageOwnPasskeys, mayRemovePasskey } from './passkeys.ts';
import type { PolicyActor } from './policy.ts';

const admin: PolicyActor = { id: 'a', role: 'admin', company_id: 'c1' };
const member: PolicyActor = { id: 'm', role: 'user', company_id: 'c1' };
const viewer: PolicyActor = { id: 'v', role: 'viewer', company_id: 'c1' };
const otherCompanyAdmin: PolicyActor = { id: 'o', role: 'admin', company_id: 'c2' };

describe('passkey policies', () => {
  it.each([
    ['an admin keeps passkeys', admin, 'allowed'],
    ['a regular user keeps passkeys', member, 'allowed'],
    ['a guest keeps none', viewer, 403],
  ])('%s', (_case, actor, expected) => {
    expect(outcome(mayManageOwnPasskeys(actor))).toBe(expected);
  });

  it.each([
    ['a user removes their own passkey', member, { user_id: 'm' }, 'allowed'],
    ["a colleague's passkey stays hidden", member, { user_id: 'a' }, 404],
    ["even an admin does not see a colleague's passkey", admin, { user_id: 'm' }, 404],
    ["another company's admin does not see it", otherCompanyAdmin, { user_id: 'm' }, 404],
    ['a guest removes none', viewer, { user_id: 'v' }, 403],
  ])('%s', (_case, actor, passkey, expected) => {
    expect(outcome(mayRemovePasskey(actor, passkey))).toBe(expected);
  });
});
