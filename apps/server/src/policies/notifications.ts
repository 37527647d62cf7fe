import type { DossierStatus, MembershipStatus, Role } from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal } from './decision.ts';
import { refusals } from './refusals.ts';

/**
 * Replies by mail (issue 13). The refusal's text goes back to the sender in the SMTP answer or a bounce mail, so it
 * is said in Dutch and English.
 */
export const REPLY_REFUSED = {
  unknownAddress: 'Onbekend antwoordadres / Unknown reply address',
  notAMember: 'Je bent geen lid meer van dit dossier / You are no longer a member of this dossier',
  accessExpired:
    'Je toegang tot dit dossier is verlopen; vraag verlenging aan / Your access to this dossier has expired; please ask for an extension',
  closed: `${refusals.dossierClosed} / This dossier is closed`,
  wrongSender:
    'De afzender is niet de ontvanger van deze melding / The sender is not the recipient of this notification',
  notAuthenticated:
    'De afzender kon niet worden geverifieerd (SPF/DKIM/DMARC) / The sender could not be verified (SPF/DKIM/DMARC)',
  empty: 'Je antwoord bevat geen tekst of bijlage / Your reply contains no text or attachment',
} as const;

/** The member behind a reply address, as the rule sees them. */
export interface ReplyTarget {
  userDeleted: boolean;
  role: Role;
  membership: MembershipStatus;
  tokenExpiresAt: Date | null;
  dossier: DossierStatus;
}

/** May the person behind a reply address write into its dossier now (before the mail itself is read). */
export const mayReplyByMail = (target: ReplyTarget | null, now: Date): Decision => {
  if (!target) return { allowed: false, status: 404, detail: REPLY_REFUSED.unknownAddress };
  return firstRefusal(
    [target.userDeleted || target.membership !== 'active', () => deny(REPLY_REFUSED.notAMember)],
    [
      target.tokenExpiresAt !== null && target.tokenExpiresAt.getTime() <= now.getTime(),
      () => deny(REPLY_REFUSED.accessExpired),
    ],
    [target.dossier === 'closed', () => clash(REPLY_REFUSED.closed)],
  );
};

/**
 * The mail itself: it must come from the address the notification went to, and not fail its own authentication
 * results where the receiving server gave them (a forged From fails DMARC).
 */
export const mayBeTakenAsReply = (mail: {
  fromAddress: string | null;
  recipientEmail: string;
  authentication: 'pass' | 'fail' | 'unknown';
}): Decision =>
  firstRefusal(
    [
      mail.fromAddress?.toLowerCase() !== mail.recipientEmail.toLowerCase(),
      () => deny(REPLY_REFUSED.wrongSender),
    ],
    [mail.authentication === 'fail', () => deny(REPLY_REFUSED.notAuthenticated)],
  );
