import { describe, expect, it } from 'vitest';
import { mayChangeBillingProfile, mayReadBillingProfile } from './billing.ts';
import { outcome } from './decision-outcome.ts';
import type { PolicyActor } from './policy.ts';

const admin: PolicyActor = { id: 'a', role: 'admin', company_id: 'c1' };
const user: PolicyActor = { id: 'u', role: 'user', company_id: 'c1' };
const guestOfC1: PolicyActor = { id: 'g', role: 'viewer', company_id: 'c1' };
const otherAdmin: PolicyActor = { id: 'o', role: 'admin', company_id: 'c2' };
const otherUser: PolicyActor = { id: 'p', role: 'user', company_id: 'c2' };

// Issue 21, item 1: members of that company read it, its admins change it; others get 404 (DESIGN §7).
describe('billing profile policies', () => {
  it.each([
    ['its admin', admin, 'allowed', 'allowed'],
    ['a user of the company', user, 'allowed', 403],
    ['a guest (viewer) of the company', guestOfC1, 404, 404],
    ["another company's admin", otherAdmin, 404, 404],
    ["another company's user", otherUser, 404, 404],
  ])('%s: reads %s, changes %s', (_who, actor, reads, changes) => {
    expect(outcome(mayReadBillingProfile(actor, 'c1'))).toBe(reads);
    expect(outcome(mayChangeBillingProfile(actor, 'c1'))).toBe(changes);
  });

  it('names why a user of the company may not change it', () => {
    expect(mayChangeBillingProfile(user, 'c1')).toMatchObject({ status: 403, detail: /beheerders/ });
  });
});
