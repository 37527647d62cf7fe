import { deny, firstRefusal, hide } from './decision.ts';
import { isAdmin, isViewer, type PolicyActor, sameCompany } from './policy.ts';
import { refusals } from './refusals.ts';

/**
 * A company's billing profile (issue 21, item 1) exists only for its own colleagues: another company's users and
 * every guest (viewer) get 404, so a company id reveals nothing.
 */
const isColleagueOf = (actor: PolicyActor, companyId: string) =>
  sameCompany(actor, companyId) && !isViewer(actor);

/** Its colleagues read it (the invoice form shows its payment term). */
export const mayReadBillingProfile = (actor: PolicyActor, companyId: string) =>
  firstRefusal([!isColleagueOf(actor, companyId), hide]);

/** Its admins change it: where the company is paid is an admin's decision. */
export const mayChangeBillingProfile = (actor: PolicyActor, companyId: string) =>
  firstRefusal(
    [!isColleagueOf(actor, companyId), hide],
    [!isAdmin(actor), () => deny(refusals.billingAdminsOnly)],
  );
