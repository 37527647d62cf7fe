import type { DossierStatus } from '@dossier/contract';
import { isAdmin, isViewer, type PolicyActor, sameCompany } from './policy.ts';

/** What the dossier rules of SPEC sections 4 and 6 look at; the actor is already known to be a member. */
export interface DossierFacts {
  status: DossierStatus;
  companies: Array<{ id: string; is_meru_client: boolean }>;
}

const isInternal = (dossier: DossierFacts) => dossier.companies.length < 2;
const hasExternalCounterparty = (dossier: DossierFacts) =>
  dossier.companies.some((company) => !company.is_meru_client);
const isOpen = (dossier: DossierFacts) => dossier.status === 'open';
const notClosed = (dossier: DossierFacts) => dossier.status !== 'closed';

export const canCreateDossier = (actor: PolicyActor) => !isViewer(actor);

/** Two client companies, open: either side asks, the dossier waits in close_request. */
export const canRequestClosure = (actor: PolicyActor, dossier: DossierFacts) =>
  !isViewer(actor) && isOpen(dossier) && !isInternal(dossier) && !hasExternalCounterparty(dossier);

/** Closing: after a request by any member company; directly by an admin (internal) or with an external counterparty. */
export function canCloseDossier(actor: PolicyActor, dossier: DossierFacts): boolean {
  if (isViewer(actor)) return false;
  if (dossier.status === 'close_request') return true;
  if (!isOpen(dossier)) return false;
  if (isInternal(dossier)) return isAdmin(actor);
  return hasExternalCounterparty(dossier);
}

/** 'Klant/Leverancier toevoegen': only while the dossier has no counterparty yet. */
export const canAddCounterparty = (actor: PolicyActor, dossier: DossierFacts) =>
  !isViewer(actor) && notClosed(dossier) && isInternal(dossier);

export const canAddMember = (actor: PolicyActor, dossier: DossierFacts) =>
  !isViewer(actor) && notClosed(dossier);

/** Leaving needs a colleague who stays: at least 2 active members of the company, the leaver included. */
export const canLeaveDossier = (actor: PolicyActor, dossier: DossierFacts, activeOfCompany: number) =>
  !isViewer(actor) && notClosed(dossier) && activeOfCompany >= 2;

/** An admin removes another member of their own company, if more than one of that company remains. */
export const canRemoveDossierMember = (
  actor: PolicyActor,
  dossier: DossierFacts,
  member: { user_id: string; company_id: string },
  activeOfCompany: number,
) =>
  isAdmin(actor) &&
  notClosed(dossier) &&
  sameCompany(actor, member.company_id) &&
  member.user_id !== actor.id &&
  activeOfCompany >= 2;

export const canSendMessage = (dossier: DossierFacts) => notClosed(dossier);
