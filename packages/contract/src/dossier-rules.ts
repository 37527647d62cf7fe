import type { DossierStatus, Role } from './enums.ts';

/**
 * The dossier rules of SPEC.md sections 4 and 6 as pure functions: the server enforces them (policies/)
 * and the web uses the same ones to offer only allowed actions. The actor is already known to be a member.
 */
export interface RuleActor {
  id: string;
  role: Role;
  company_id: string;
}

export interface DossierFacts {
  status: DossierStatus;
  companies: ReadonlyArray<{ id: string; is_meru_client: boolean }>;
  /** While the status is close_request: the company that asked (issue 24: the other one confirms). */
  close_requested_by_company_id?: string | null;
}

const isViewer = (actor: RuleActor) => actor.role === 'viewer';
const isInternal = (dossier: DossierFacts) => dossier.companies.length < 2;
const hasExternalCounterparty = (dossier: DossierFacts) =>
  dossier.companies.some((company) => !company.is_meru_client);
const notClosed = (dossier: DossierFacts) => dossier.status !== 'closed';

/** A guest (viewer) is not a client of the product and cannot create dossiers. */
export const canCreateDossier = (actor: RuleActor) => !isViewer(actor);

/** Two client companies, open: either side asks, the dossier waits in close_request. */
export const canRequestClosure = (actor: RuleActor, dossier: DossierFacts) =>
  !isViewer(actor) && dossier.status === 'open' && !isInternal(dossier) && !hasExternalCounterparty(dossier);

/** The company that asked to close, while the dossier waits in close_request. */
const isRequester = (actor: RuleActor, dossier: DossierFacts) =>
  dossier.status === 'close_request' && dossier.close_requested_by_company_id === actor.company_id;

/**
 * Closing takes two (issue 24): after one company's request, only the other company confirms. Directly: an admin
 * closes an internal dossier; a dossier with an external counterparty closes at once (SPEC section 4).
 */
export function canCloseDossier(actor: RuleActor, dossier: DossierFacts): boolean {
  if (isViewer(actor)) return false;
  if (dossier.status === 'close_request') return !isRequester(actor, dossier);
  if (dossier.status !== 'open') return false;
  if (isInternal(dossier)) return actor.role === 'admin';
  return hasExternalCounterparty(dossier);
}

/** The requester asked too soon, and the other company says 'Nog niet': either withdraws a request, back to open. */
export const canCancelCloseRequest = (actor: RuleActor, dossier: DossierFacts) =>
  !isViewer(actor) && dossier.status === 'close_request';

/** The requester's own close is refused with its own reason: the other company confirms. */
export const waitsForOtherCompany = (actor: RuleActor, dossier: DossierFacts) =>
  !isViewer(actor) && isRequester(actor, dossier);

/** 'Klant/Leverancier toevoegen': only while the dossier has no counterparty yet. */
export const canAddCounterparty = (actor: RuleActor, dossier: DossierFacts) =>
  !isViewer(actor) && notClosed(dossier) && isInternal(dossier);

export const canAddMember = (actor: RuleActor, dossier: DossierFacts) =>
  !isViewer(actor) && notClosed(dossier);

export const canSendMessage = (dossier: Pick<DossierFacts, 'status'>) => dossier.status !== 'closed';

/** Leaving needs a colleague who stays: at least 2 active members of the company, the leaver included. */
export const canLeaveDossier = (actor: RuleActor, dossier: DossierFacts, activeOfCompany: number) =>
  !isViewer(actor) && notClosed(dossier) && activeOfCompany >= 2;

/** An admin removes another member of their own company, if more than one of that company remains. */
export const canRemoveDossierMember = (
  actor: RuleActor,
  dossier: DossierFacts,
  member: { user_id: string; company_id: string },
  activeOfCompany: number,
) =>
  actor.role === 'admin' &&
  notClosed(dossier) &&
  actor.company_id === member.company_id &&
  member.user_id !== actor.id &&
  activeOfCompany >= 2;
