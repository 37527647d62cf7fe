import {
  canCancelCloseRequest as anyCompanyMayWithdraw,
  canRemoveDossierMember,
  canCloseDossier as companyMayClose,
  canLeaveDossier as companyMayLose,
  type DossierFacts,
  type DossierMember,
  type DossierResponse,
  type RuleActor,
  waitsForOtherCompany as requesterWaits,
} from '@dossier/contract';

/**
 * Which dossier actions to offer. The rules themselves live in the contract and are the ones the server
 * enforces on every call; this file adapts them to the member list the screen holds.
 */
export {
  canAddCounterparty,
  canAddMember,
  /** Renew, resend and remove a guest: the inviting company's members (SPEC.md sections 4 and 6). */
  canManageGuest,
  canRequestClosure,
} from '@dossier/contract';

export type Viewer = RuleActor;

type Facts = Pick<DossierResponse, 'status' | 'companies'>;
/** A dossier as the closure rules read it: with who asked to close, while it waits in close_request. */
type ClosureFacts = Pick<DossierResponse, 'status' | 'companies' | 'close_request'>;

/** The rules' facts of a dossier as the server presents it: the close request names the company that asked. */
export const factsOf = (dossier: ClosureFacts): DossierFacts => ({
  status: dossier.status,
  companies: dossier.companies,
  close_requested_by_company_id: dossier.close_request?.company_id ?? null,
});

/** Closing takes two (issue 24): after a request only the other company closes; see the contract's rule. */
export const canCloseDossier = (user: Viewer, dossier: ClosureFacts) =>
  companyMayClose(user, factsOf(dossier));

/** The company that asked withdraws ('Sluitverzoek intrekken'); the other says 'Nog niet'. */
export const canCancelCloseRequest = (user: Viewer, dossier: ClosureFacts) =>
  anyCompanyMayWithdraw(user, factsOf(dossier));

/** The user's company asked to close and waits for the other company's answer. */
export const waitsForOtherCompany = (user: Viewer, dossier: ClosureFacts) =>
  requesterWaits(user, factsOf(dossier));

/** Active members of one company in the dossier. */
export const activeMembersOf = (members: DossierMember[], companyId: string) =>
  members.filter((member) => member.company_id === companyId && member.status === 'active').length;

/** 'Gebruiker toevoegen' is on the menu of an open dossier; a viewer is told why they cannot (SPEC.md section 6). */
export const offersAddUser = (dossier: Facts) => dossier.status !== 'closed';

/**
 * 'Dossier verlaten'. Without the member list (it failed to load) it stays offered where the other rules allow:
 * the server counts the colleagues, and refuses with 'Fout bij verlaten dossier' if too few remain.
 */
export const canLeaveDossier = (user: Viewer, dossier: Facts, members: DossierMember[] | 'unknown') =>
  companyMayLose(user, dossier, members === 'unknown' ? 2 : activeMembersOf(members, user.company_id));

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
