import { isAdmin, isViewer, type PolicyActor, sameCompany } from './policy.ts';

interface UserResource {
  id: string;
  company_id: string;
  deleted_at: Date | null;
}

export const canListCompanyUsers = (actor: PolicyActor) => isAdmin(actor);

export const canInviteUser = (actor: PolicyActor) => isAdmin(actor);

/** Admins remove colleagues of their own company, never themselves. */
export const canRemoveUser = (actor: PolicyActor, user: UserResource) =>
  isAdmin(actor) && sameCompany(actor, user.company_id) && actor.id !== user.id && user.deleted_at === null;

export const canChangeOwnPassword = (actor: PolicyActor) => !isViewer(actor);
