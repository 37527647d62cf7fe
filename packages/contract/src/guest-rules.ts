import type { DossierFacts, RuleActor } from './dossier-rules.ts';
import type { MembershipStatus, Role } from './enums.ts';

/**
 * A dossier member as the guest rules see them. A guest (role viewer) has an access end and the company that
 * invited them; a colleague has neither. The access end is a Date on the server and ISO text on the web: only
 * whether there is one counts here.
 */
export interface GuestFacts {
  role: Role;
  status: MembershipStatus;
  token_expires_at: Date | string | null;
  invited_by_company_id: string | null;
}

/** A guest of the dossier: a viewer whose membership has an access end. */
export const isGuestMember = (member: Pick<GuestFacts, 'role' | 'token_expires_at'>) =>
  member.role === 'viewer' && member.token_expires_at !== null;

/**
 * Renewing a guest's access, mailing them a new link and removing them (SPEC sections 4 and 6): members (not
 * viewers) of the company that invited the guest, while the guest is active and the dossier is not closed. Another
 * company in the dossier, the guest's own colleagues and the guest themselves do not manage the guest.
 */
export const canManageGuest = (actor: RuleActor, dossier: Pick<DossierFacts, 'status'>, guest: GuestFacts) =>
  guest.status === 'active' &&
  dossier.status !== 'closed' &&
  actor.role !== 'viewer' &&
  isGuestMember(guest) &&
  guest.invited_by_company_id === actor.company_id;
