import type { Role } from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal, hide } from './decision.ts';
import { isAdmin, isViewer, type PolicyActor, sameCompany } from './policy.ts';
import { refusals } from './refusals.ts';

interface Colleague {
  id: string;
  company_id: string;
  deleted_at: Date | null;
}

/** Guests sign in by link and keep no second factor; everyone else sets up their own. */
export const mayManageOwnSecondFactor = (actor: PolicyActor): Decision =>
  firstRefusal([isViewer(actor), () => deny(refusals.guestsHaveNoSecondFactor)]);

/** Turning it off needs the password and a code (checked by the command), and is refused while the company demands it. */
export const mayDisableSecondFactor = (
  actor: PolicyActor,
  state: { requiredByCompany: boolean; passkeys: number },
): Decision =>
  firstRefusal(
    [isViewer(actor), () => deny(refusals.guestsHaveNoSecondFactor)],
    [state.requiredByCompany && state.passkeys === 0, () => clash(refusals.companyRequiresSecondFactor)],
  );

/** Only the company's own admins decide whether it demands a second factor; other companies stay hidden. */
export const mayChangeCompanySecurity = (actor: PolicyActor, companyId: string): Decision =>
  firstRefusal(
    [!sameCompany(actor, companyId), hide],
    [!isAdmin(actor), () => deny(refusals.securityAdminsOnly)],
  );

/** An admin resets a live colleague's second factor, never their own (that needs a code: disable). */
export const mayResetSecondFactor = (actor: PolicyActor, colleague: Colleague): Decision =>
  firstRefusal(
    [!sameCompany(actor, colleague.company_id) || colleague.deleted_at !== null, hide],
    [!isAdmin(actor), () => deny(refusals.securityAdminsOnly)],
    [actor.id === colleague.id, () => deny(refusals.cannotResetOwnSecondFactor)],
  );

/** A user sees and ends only their own sessions; anyone else's id is unknown to them. */
export const mayEndSession = (actor: PolicyActor, session: { user_id: string }): Decision =>
  firstRefusal([session.user_id !== actor.id, hide]);

/** A sign-in that may only enrol: the company demands a second factor this (non-guest) user has not set up. */
export const mustEnrolFirst = (user: { role: Role }, requiredByCompany: boolean, hasSecondFactor: boolean) =>
  requiredByCompany && !hasSecondFactor && user.role !== 'viewer';
