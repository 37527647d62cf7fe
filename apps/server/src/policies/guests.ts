import type { MembershipStatus, Role } from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal, hide } from './decision.ts';
import { isViewer, type PolicyActor } from './policy.ts';

/** A member of a dossier as the guest rules see them: a guest has an access end and an inviting company. */
export interface GuestAccess {
  user_id: string;
  role: Role;
  status: MembershipStatus;
  token_expires_at: Date | null;
  invited_by_company_id: string | null;
}

export const ACCESS_EXPIRED = 'Uw toegang tot dit dossier is verlopen. Vraag verlenging aan.';
const CLOSED = 'Dit dossier is gesloten';
const GUESTS_ONLY = 'Alleen gasten kunnen verlenging van hun toegang aanvragen';
const INVITERS_ONLY = 'Alleen het bedrijf dat deze gast heeft uitgenodigd kan de toegang beheren';
const NOT_A_GUEST = 'Deze gebruiker is geen gast van dit dossier';
const EXPIRED_RENEW_INSTEAD = 'De toegang van deze gast is verlopen: verleng de toegang';

/** A guest's access has ended at `now`; a colleague's membership has no end. */
export const accessEnded = (access: { token_expires_at: Date | null }, now: Date) =>
  access.token_expires_at !== null && access.token_expires_at.getTime() <= now.getTime();

const isGuest = (member: Pick<GuestAccess, 'role' | 'token_expires_at'>) =>
  member.role === 'viewer' && member.token_expires_at !== null;

/**
 * A guest's session outlives their access: after token_expires_at every call on the dossier answers 403 with a
 * reason, but the token check and the extension request (SPEC section 4). A membership that is not active is
 * not this rule's business: the call itself answers 404.
 */
export const mayUseDossierAccess = (
  access: Pick<GuestAccess, 'status' | 'token_expires_at'>,
  now: Date,
): Decision =>
  firstRefusal([access.status === 'active' && accessEnded(access, now), () => deny(ACCESS_EXPIRED)]);

/** The guest asks the inviting company for more time, before or after the end, while the dossier is not closed. */
export const mayRequestExtension = (
  actor: PolicyActor,
  facts: { status: string },
  access: GuestAccess,
): Decision =>
  firstRefusal(
    [access.status !== 'active' || access.user_id !== actor.id, hide],
    [facts.status === 'closed', () => clash(CLOSED)],
    [!isGuest(access), () => deny(GUESTS_ONLY)],
  );

/**
 * Renewing a guest's access, mailing them a new link and removing them: for the members of the company that
 * invited them (SPEC section 6: a user renews access links; a viewer never does), while the dossier is open.
 */
export const mayManageGuest = (actor: PolicyActor, facts: { status: string }, guest: GuestAccess): Decision =>
  firstRefusal(
    [guest.status !== 'active', hide],
    [facts.status === 'closed', () => clash(CLOSED)],
    [isViewer(actor), () => deny(INVITERS_ONLY)],
    [!isGuest(guest), () => clash(NOT_A_GUEST)],
    [actor.company_id !== guest.invited_by_company_id, () => deny(INVITERS_ONLY)],
  );

/** A new link keeps the access end, so an ended access is renewed instead. */
export function mayResendLink(
  actor: PolicyActor,
  facts: { status: string },
  guest: GuestAccess,
  now: Date,
): Decision {
  const managing = mayManageGuest(actor, facts, guest);
  if (!managing.allowed) return managing;
  return firstRefusal([accessEnded(guest, now), () => clash(EXPIRED_RENEW_INSTEAD)]);
}
