import type { DossierMember, DossierResponse, Role } from '@dossier/contract';

/**
 * Which dossier actions to offer, from the dossier's status and companies and the user's role (SPEC.md
 * sections 4 and 6). The server decides again on every call; these only keep forbidden actions off screen.
 */
export interface Viewer {
  id: string;
  role: Role;
  company_id: string;
}

type Facts = Pick<DossierResponse, 'status' | 'companies'>;

const isViewer = (user: Viewer) => user.role === 'viewer';
const isInternal = (dossier: Facts) => dossier.companies.length < 2;
const hasExternalCounterparty = (dossier: Facts) =>
  dossier.companies.some((company) => !company.is_meru_client);
const notClosed = (dossier: Facts) => dossier.status !== 'closed';

/** Active members of one company in the dossier. */
export const activeMembersOf = (members: DossierMember[], companyId: string) =>
  members.filter((member) => member.company_id === companyId && member.status === 'active').length;

/** 'Klant/Leverancier toevoegen': only while the only counterparty is the internal placeholder. */
export const canAddCounterparty = (user: Viewer, dossier: Facts) =>
  !isViewer(user) && notClosed(dossier) && isInternal(dossier);

/** 'Gebruiker toevoegen' is on the menu of an open dossier; a viewer is told why they cannot (SPEC.md section 6). */
export const offersAddUser = (dossier: Facts) => notClosed(dossier);
export const canAddMember = (user: Viewer, dossier: Facts) => !isViewer(user) && notClosed(dossier);

/** Two client companies, open: either side asks to close. */
export const canRequestClosure = (user: Viewer, dossier: Facts) =>
  !isViewer(user) && dossier.status === 'open' && !isInternal(dossier) && !hasExternalCounterparty(dossier);

/** After a request any member company closes; an admin closes an internal one; an external counterparty closes directly. */
export function canCloseDossier(user: Viewer, dossier: Facts): boolean {
  if (isViewer(user)) return false;
  if (dossier.status === 'close_request') return true;
  if (dossier.status !== 'open') return false;
  if (isInternal(dossier)) return user.role === 'admin';
  return hasExternalCounterparty(dossier);
}

/** Leaving needs a colleague who stays: 2 or more active members of the user's company. */
export const canLeaveDossier = (user: Viewer, dossier: Facts, members: DossierMember[]) =>
  !isViewer(user) && notClosed(dossier) && activeMembersOf(members, user.company_id) >= 2;

/** An admin removes another active member of their own company while more than one of that company remains. */
export const canRemoveMember = (
  user: Viewer,
  dossier: Facts,
  member: DossierMember,
  members: DossierMember[],
) =>
  user.role === 'admin' &&
  notClosed(dossier) &&
  member.status === 'active' &&
  member.company_id === user.company_id &&
  member.id !== user.id &&
  activeMembersOf(members, member.company_id) >= 2;
