import { isAdmin, isViewer, type PolicyActor, sameCompany } from './policy.ts';

export interface RelationResource {
  requester_company_id: string;
  target_company_id: string;
  status: 'pending' | 'active' | 'inactive';
}

/** A relation exists, for the actor, only when their company is one of its two sides (others get 404). */
export const isPartyToRelation = (actor: PolicyActor, relation: RelationResource) =>
  sameCompany(actor, relation.requester_company_id) || sameCompany(actor, relation.target_company_id);

const isReceiverOf = (actor: PolicyActor, relation: RelationResource) =>
  sameCompany(actor, relation.target_company_id);

/** Colleagues read the relations (a new dossier is shared with one); guests do not. */
export const canListRelations = (actor: PolicyActor) => !isViewer(actor);

/** Looking up other companies (search, their users) is for colleagues, not for guests. */
export const canLookUpCompanies = (actor: PolicyActor) => !isViewer(actor);

/** Managing relations is for admins (SPEC section 6). */
export const canRequestRelation = (actor: PolicyActor) => isAdmin(actor);

export const canRegisterExternalCompany = (actor: PolicyActor) => isAdmin(actor);

/** Only the company that received the request accepts it. */
export const canAcceptRelation = (actor: PolicyActor, relation: RelationResource) =>
  isAdmin(actor) && isReceiverOf(actor, relation);

/** The receiver rejects a request, the sender cancels it: both with the reject call. */
export const canRejectRelation = (actor: PolicyActor, relation: RelationResource) =>
  isAdmin(actor) && isPartyToRelation(actor, relation);

export const canToggleRelation = (actor: PolicyActor, relation: RelationResource) =>
  isAdmin(actor) && isPartyToRelation(actor, relation);

/** The users of a company are visible to its own members and to companies in an active relation with it. */
export const canSeeCompanyUsers = (actor: PolicyActor, companyId: string, hasActiveRelation: boolean) =>
  sameCompany(actor, companyId) || hasActiveRelation;
