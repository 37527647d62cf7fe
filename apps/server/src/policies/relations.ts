import type { RelationStatus } from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal, hide } from './decision.ts';
import { isAdmin, isViewer, type PolicyActor, sameCompany } from './policy.ts';
import { refusals } from './refusals.ts';

export interface RelationResource {
  requester_company_id: string;
  target_company_id: string;
  status: RelationStatus;
}

/** A relation exists, for the actor, only when their company is one of its two sides (others get 404). */
export const isPartyToRelation = (actor: PolicyActor, relation: RelationResource) =>
  sameCompany(actor, relation.requester_company_id) || sameCompany(actor, relation.target_company_id);

const isReceiverOf = (actor: PolicyActor, relation: RelationResource) =>
  sameCompany(actor, relation.target_company_id);

/** Colleagues read the relations (a new dossier is shared with one); guests do not. */
export const mayListRelations = (actor: PolicyActor) => firstRefusal([isViewer(actor), () => deny()]);

/** Looking up other companies (search, their users) is for colleagues, not for guests. */
export const mayLookUpCompanies = (actor: PolicyActor) => firstRefusal([isViewer(actor), () => deny()]);

/** Managing relations is for admins (SPEC section 6); one relation per pair of companies, either direction. */
export const mayRequestRelation = (actor: PolicyActor, existing: RelationResource | undefined) =>
  firstRefusal(
    [!isAdmin(actor), () => deny(refusals.relationAdminsOnly)],
    [existing !== undefined, () => clash(refusals.alreadyRelated)],
  );

export const mayRegisterExternalCompany = (actor: PolicyActor) =>
  firstRefusal([!isAdmin(actor), () => deny(refusals.relationAdminsOnly)]);

/** Only an admin of the company that received the request accepts it, once. */
export const mayAcceptRelation = (actor: PolicyActor, relation: RelationResource): Decision =>
  firstRefusal(
    [!isPartyToRelation(actor, relation), hide],
    [!isAdmin(actor), () => deny(refusals.relationAdminsOnly)],
    [!isReceiverOf(actor, relation), () => deny(refusals.relationReceiverOnly)],
    [relation.status !== 'pending', () => clash(refusals.alreadyAnswered)],
  );

/** The receiver rejects a request, the sender cancels it: both with the reject call, while it is open. */
export const mayRejectRelation = (actor: PolicyActor, relation: RelationResource): Decision =>
  firstRefusal(
    [!isPartyToRelation(actor, relation), hide],
    [!isAdmin(actor), () => deny(refusals.relationAdminsOnly)],
    [relation.status !== 'pending', () => clash(refusals.alreadyAnswered)],
  );

/** Either side switches a settled relation between active and inactive. */
export const mayToggleRelation = (actor: PolicyActor, relation: RelationResource): Decision =>
  firstRefusal(
    [!isPartyToRelation(actor, relation), hide],
    [!isAdmin(actor), () => deny(refusals.relationAdminsOnly)],
    [relation.status === 'pending', () => clash(refusals.stillPending)],
  );

/** The users of a company are visible to its own colleagues and to companies in an active relation with it. */
export const maySeeCompanyUsers = (actor: PolicyActor, companyId: string, hasActiveRelation: boolean) =>
  firstRefusal([isViewer(actor), () => deny()], [!sameCompany(actor, companyId) && !hasActiveRelation, hide]);
