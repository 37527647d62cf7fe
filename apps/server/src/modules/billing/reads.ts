import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { mayReadBillingProfile } from '../../policies/billing.ts';
import { authorize } from '../../policies/decision.ts';
import { companyById } from '../companies/index.ts';
import { findBillingProfile } from './queries.ts';

/** A company's billing profile, for its colleagues; 404 for everyone else (an unknown id alike). */
export async function billingProfileFor(db: Db, actor: Actor, companyId: string) {
  authorize(mayReadBillingProfile(actor.user, companyId));
  const [company, profile] = await Promise.all([
    companyById(db, companyId),
    findBillingProfile(db, companyId),
  ]);
  return { company, profile };
}
