import {
  canRemoveDossierMember,
  canLeaveDossier as companyMayLose,
  type DossierMember,
  type DossierResponse,
  type RuleActor,
} from '@dossier/contract';

/**
 * Which dossier actions to offer. The rules themselves live in the contract and are the ones the server
 * enforces on every call; this file adapts them to the member list the screen holds.
 */
export {
  canAddCounterparty,
  canAddMember,
  canCloseDossier,
  /** Renew, resend and remove a guest: the inviting company's members (SPEC.md sections 4 and 6). */
  canManageGuest,
  canRequestClosure,
} from '@dossier/contract';

export type Viewer = RuleActor;

type Facts = Pick<DossierResponse, 'status' | 'companies'>;

/** Active members of one company in the dossier. */
export const activeMembersOf = (members: DossierMember[], companyId: string) =>
  members.filter((member) => member.company_id === companyId && member.status === 'active').length;

/** 'Gebruiker toevoegen' is on the menu of an open dossier; a viewer is told why they cannot (SPEC.md section 6). */
export const offersAddUser = (dossier: Facts) => dossier.status !== 'closed';

export const canLeaveDossier = (user: Viewer, dossier: Facts, members: DossierMember[]) =>
  companyMayLose(user, dossier, activeMembersOf(members, user.company_id));

export const canRemoveMember = (
  user: Viewer,
  dossier: Facts,
  member: DossierMember,
  members: DossierMember[],
) =>
  member.status === 'active' &&
  canRemoveDossierMember(
    user,
    dossier,
    { user_id: member.id, company_id: member.company_id },
    activeMembersOf(members, member.company_id),
  );
