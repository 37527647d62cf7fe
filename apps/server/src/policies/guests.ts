import { canManageGuest, type DossierFacts, type GuestFacts, isGuestMember } from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal, hide } from './decision.ts';
import { isViewer, type PolicyActor, sameCompany } from './policy.ts';
import { refusals } from './refusals.ts';

/** A member of a dossier as the guest rules see them: a guest has an access end and an inviting company. */
export interface GuestAccess extends GuestFacts {
  user_id: string;
  token_expires_at: Date | null;
}

/** A guest's access has ended at `now`; a colleague's membership has no end. */
export const accessEnded = (access: { token_expires_at: Date | null }, now: Date) =>
  access.token_expires_at !== null && access.token_expires_at.getTime() <= now.getTime();

/**
 * A guest's session outlives their access: after token_expires_at every call on the dossier answers 403 with a
 * reason, but the token check and the extension request (SPEC section 4). A membership that is not active is
 * not this rule's business: the call itself answers 404.
 */
export const mayUseDossierAccess = (
  access: Pick<GuestAccess, 'status' | 'token_expires_at'>,
  now: Date,
): Decision =>
  firstRefusal([access.status === 'active' && accessEnded(access, now), () => deny(refusals.accessExpired)]);

/** The guest asks the inviting company for more time, before or after the end, while the dossier is not closed. */
export const mayRequestExtension = (
  actor: PolicyActor,
  facts: { status: string },
  access: GuestAccess,
): Decision =>
  firstRefusal(
    [access.status !== 'active' || access.user_id !== actor.id, hide],
    [facts.status === 'closed', () => clash(refusals.dossierClosed)],
    [!isGuestMember(access), () => deny(refusals.guestsOnly)],
  );

/**
 * Renewing a guest's access, mailing them a new link and removing them: the contract's canManageGuest (the web
 * offers the actions by the same rule), refused with the status that says why.
 */
export const mayManageGuest = (
  actor: PolicyActor,
  facts: Pick<DossierFacts, 'status'>,
  guest: GuestAccess,
): Decision =>
  firstRefusal(
    [guest.status !== 'active', hide],
    [facts.status === 'closed', () => clash(refusals.dossierClosed)],
    [isViewer(actor), () => deny(refusals.invitersOnly)],
    [!isGuestMember(guest), () => clash(refusals.notAGuest)],
    [!canManageGuest(actor, facts, guest), () => deny(refusals.invitersOnly)],
  );

/** A new link keeps the access end, so an ended access is renewed instead. */
export function mayResendLink(
  actor: PolicyActor,
  facts: Pick<DossierFacts, 'status'>,
  guest: GuestAccess,
  now: Date,
): Decision {
  const managing = mayManageGuest(actor, facts, guest);
  if (!managing.allowed) return managing;
  return firstRefusal([accessEnded(guest, now), () => clash(refusals.expiredRenewInstead)]);
}

/**
 * A guest gives (or changes) their own name, and nobody else does: another company's user does not see them (404),
 * a colleague of the guest's own company is refused (403), and only a guest (a viewer) names themself here.
 */
export const mayNameGuest = (actor: PolicyActor, user: { id: string; company_id: string }): Decision =>
  firstRefusal(
    [!sameCompany(actor, user.company_id), hide],
    [actor.id !== user.id, () => deny()],
    [!isViewer(actor), () => deny()],
  );
