import { type Decision, deny, firstRefusal, hide } from './decision.ts';
import { isAdmin, isViewer, type PolicyActor, sameCompany } from './policy.ts';
import { refusals } from './refusals.ts';

interface UserResource {
  id: string;
  company_id: string;
  deleted_at: Date | null;
}

export const mayListCompanyUsers = (actor: PolicyActor) => firstRefusal([!isAdmin(actor), () => deny()]);

export const mayInviteUser = (actor: PolicyActor) => firstRefusal([!isAdmin(actor), () => deny()]);

/** Admins remove live colleagues of their own company, never themselves; other companies' users stay hidden. */
export const mayRemoveUser = (actor: PolicyActor, user: UserResource): Decision =>
  firstRefusal(
    [!sameCompany(actor, user.company_id) || user.deleted_at !== null, hide],
    [!isAdmin(actor), () => deny()],
    [actor.id === user.id, () => deny(refusals.cannotRemoveYourself)],
  );

export const mayChangeOwnPassword = (actor: PolicyActor) => firstRefusal([isViewer(actor), () => deny()]);
