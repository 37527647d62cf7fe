import type { Config } from '../../../config.ts';
import { expiredGuestNoticeMail, type MailedDossier } from '../../../mail/notification-templates.ts';
import { accessEnded } from '../../../policies/guests.ts';
import { type TimedCommandDeps, type Tx, transact } from '../../../transact.ts';
import { freshLink } from '../../guests/index.ts';
import {
  type MailLinks,
  mailedDossier,
  notificationHeaders,
  notificationMails,
  SHOWN_LINES,
} from '../compose.ts';
import {
  batchOf,
  counterpartyNames,
  type DueMembership,
  firstPendingAt,
  lockDueMemberships,
  PARKED,
  recipientOf,
  settleMembership,
} from '../queries.ts';
import { dueMoment } from '../schedule.ts';
import { type MailSigner, newReplyKey } from '../signing.ts';

/** Lines read per dossier for a mail: the shown messages and enough system lines around them to summarise. */
const LINES_READ = SHOWN_LINES * 5;

type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

const maxSeq = (a: string, b: string) => (BigInt(a) >= BigInt(b) ? a : b);

export const mailLinks = (config: Config, signer: MailSigner, userId: string, role: string): MailLinks => {
  const token = signer.signLink('unsubscribe', [userId]);
  return {
    // A guest signs in by link only: the account screen is not theirs to reach from a mail.
    settingsUrl: role === 'viewer' ? null : `${config.publicUrl}/app/account`,
    unsubscribePage: `${config.publicUrl}/unsubscribe?token=${token}`,
    unsubscribeEndpoint: `${config.publicUrl}/api/v1/notifications/unsubscribe?token=${token}`,
  };
};

const replyAddress = (config: Config, signer: MailSigner, key: string) =>
  config.mailReplyDomain ? `${signer.replyLocalPart(key)}@${config.mailReplyDomain}` : null;

/**
 * Mails one user's due batches, exactly once: their due memberships are locked (another instance skips them), the
 * mails go to the outbox and notified_seq moves to what they show, in one transaction. A batch read in the meantime,
 * or of a muted dossier, a removed membership or mail switched off, is passed over; one whose first unread message
 * is newer than the delay (read, then written to again) is due again later.
 */
export async function mailDueBatches(
  deps: TimedCommandDeps,
  signer: MailSigner,
  userId: string,
): Promise<number> {
  return transact(deps, async (tx) => {
    const now = deps.clock.now();
    const due = await lockDueMemberships(tx.trx, userId, now);
    if (due.length === 0) return { result: 0, events: [] };
    const user = await recipientOf(tx.trx, userId);
    const mailing = user && user.deleted_at === null && user.notify_mode !== 'off' ? user : null;
    const dossiers: MailedDossier[] = [];
    let mails = 0;
    for (const membership of due) {
      const key = { dossierId: membership.dossier_id, userId };
      const from = maxSeq(membership.read_seq, membership.notified_seq);
      const pendingAt =
        mailing &&
        membership.status === 'active' &&
        !membership.muted &&
        BigInt(membership.last_seq) > BigInt(from)
          ? await firstPendingAt(tx.trx, membership.dossier_id, userId, from)
          : null;
      if (!mailing || !pendingAt) {
        await settleMembership(tx.trx, key, { notifyAfter: null });
        continue;
      }
      const dueAt = dueMoment({
        mode: mailing.notify_mode,
        pendingSince: pendingAt,
        delaySeconds: tx.config.notifyDelaySeconds,
        timeZone: mailing.time_zone,
      });
      if (!dueAt || dueAt > now) {
        await settleMembership(tx.trx, key, { notifyAfter: dueAt });
        continue;
      }
      const batch = await batchOf(tx.trx, membership.dossier_id, from, membership.last_seq, LINES_READ);
      if (accessEnded(membership, now)) {
        await queueExpiredNotice(tx, signer, mailing, membership, batch.messageCount);
        mails += 1;
        // Told once: nothing more until the access is back.
        await settleMembership(tx.trx, key, { notifiedSeq: membership.last_seq, notifyAfter: PARKED });
        continue;
      }
      const replyKey = membership.reply_key ?? newReplyKey();
      const open = membership.dossier_status !== 'closed';
      dossiers.push(
        mailedDossier({
          title: membership.title,
          counterparty: await counterpartyNames(tx.trx, membership.dossier_id, membership.company_id),
          batch,
          timeZone: mailing.time_zone,
          action: { label: 'Open dossier', url: await dossierUrl(tx, mailing, membership, now) },
          replyAddress: open ? replyAddress(tx.config, signer, replyKey) : null,
        }),
      );
      await settleMembership(tx.trx, key, { notifiedSeq: membership.last_seq, notifyAfter: null, replyKey });
    }
    if (mailing && mailing.notify_mode !== 'off') {
      const links = mailLinks(tx.config, signer, userId, mailing.role);
      for (const content of notificationMails({
        firstName: mailing.first_name,
        mode: mailing.notify_mode,
        dossiers,
        links,
      })) {
        await tx.queueMail(mailing.email, content);
        mails += 1;
      }
    }
    return { result: mails, events: [] };
  });
}

/** A colleague opens the dossier signed in; a guest's button is a fresh single-use link valid until their access ends. */
async function dossierUrl(tx: Tx, user: Recipient, membership: DueMembership, now: Date): Promise<string> {
  if (user.role !== 'viewer' || !membership.token_expires_at)
    return `${tx.config.publicUrl}/app/dossier/${membership.dossier_id}`;
  return freshLink(tx.trx, {
    publicUrl: tx.config.publicUrl,
    userId: user.id,
    dossierId: membership.dossier_id,
    expiresAt: membership.token_expires_at,
    now,
  });
}

/** An expired guest hears that there is news, not what it is, and gets a signed link to ask for more time. */
async function queueExpiredNotice(
  tx: Tx,
  signer: MailSigner,
  user: Recipient,
  membership: DueMembership,
  count: number,
) {
  const links = mailLinks(tx.config, signer, user.id, user.role);
  const token = signer.signLink('extension', [user.id, membership.dossier_id]);
  const content = expiredGuestNoticeMail({
    dossierTitle: membership.title,
    count,
    extensionUrl: `${tx.config.publicUrl}/extension-request?token=${token}`,
    unsubscribeUrl: links.unsubscribePage,
  });
  await tx.queueMail(user.email, { ...content, headers: notificationHeaders(links) });
}
