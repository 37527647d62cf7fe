import { createHash } from 'node:crypto';
import { limits } from '@dossier/contract';
import type { Attachment, ParsedMail } from 'mailparser';
import type { Actor } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/connection.ts';
import { HttpError } from '../../../http/errors.ts';
import { mayBeTakenAsReply, REPLY_REFUSED } from '../../../policies/notifications.ts';
import type { Storage } from '../../../storage/index.ts';
import { sendMessage } from '../../messages/index.ts';
import type { SchedulerDeps } from '../scheduler.ts';
import type { MailSigner } from '../signing.ts';
import { type AttachmentResult, storeAttachments } from './attachments.ts';
import { type Refusal, type ReplyTarget, resolveReplyAddress } from './reply-target.ts';
import { replyText } from './reply-text.ts';
import { authenticationOf, isAutomatic } from './sender-checks.ts';

/** What became of a reply: taken (or taken before), dropped as automatic, refused with a reason, or to be retried. */
export type ReplyOutcome =
  | { outcome: 'stored' | 'duplicate' | 'ignored'; refusedAttachments: AttachmentResult[] }
  /** repeated: the same mail was refused before (its sender heard so then). */
  | { outcome: 'refused'; reason: string; status: number; repeated?: boolean }
  | { outcome: 'retry'; reason: string };

export type ReplyDeps = SchedulerDeps & { storage: Storage };

/** A claim older than this was left by a process that stopped mid-way: the next delivery takes it over. */
const STALE_CLAIM_MS = 10 * 60_000;
const TRY_AGAIN =
  'Tijdelijk niet verwerkt, probeer het later opnieuw / Temporarily not processed, please try again later';

const refused = (refusal: Refusal): ReplyOutcome => ({
  outcome: 'refused',
  reason: refusal.detail,
  status: refusal.status,
});

/** A reply by mail acts as its member without a session: the messages and documents commands read only the user. */
const replyActor = (target: ReplyTarget, now: Date): Actor => {
  const { dossier_id, membership_status, access_ends_at, dossier_status, ...user } = target;
  return { user, sessionId: 'reply-by-mail', sessionExpiresAt: now, enrolmentOnly: false, lastSeenAt: now };
};

const sha256Id = (value: string | Buffer) => `<sha256-${createHash('sha256').update(value).digest('hex')}>`;

/**
 * The key a reply is taken once by: its Message-ID when that is a plain one (printable ASCII, RFC 5322), else a hash
 * of whatever it holds (a NUL or other odd character cannot be stored, and a long one is cut no more); a mail
 * without one is keyed by its bytes.
 */
export const messageIdOf = (mail: ParsedMail, raw: Buffer) => {
  const given = mail.messageId;
  if (given === undefined) return sha256Id(raw);
  return /^[\x21-\x7e]{1,500}$/.test(given) ? given : sha256Id(given);
};

type Claim = 'new' | { outcome: string; reason: string | null };

/**
 * Takes the mail's Message-ID for this member and dossier, or finds what became of it before. received_at is the
 * clock's: the stale claim here and the scheduler's forgetting of old replies compare it with the clock.
 */
async function claim(
  db: Db,
  key: { messageId: string; dossierId: string; userId: string },
  now: Date,
): Promise<Claim> {
  const inserted = await db
    .insertInto('inbound_mails')
    .values({
      message_id: key.messageId,
      dossier_id: key.dossierId,
      user_id: key.userId,
      outcome: 'pending',
      received_at: now,
    })
    .onConflict((oc) => oc.columns(['message_id', 'dossier_id', 'user_id']).doNothing())
    .returning('outcome')
    .executeTakeFirst();
  if (inserted) return 'new';
  const takenOver = await db
    .updateTable('inbound_mails')
    .set({ received_at: now })
    .where('message_id', '=', key.messageId)
    .where('dossier_id', '=', key.dossierId)
    .where('user_id', '=', key.userId)
    .where('outcome', '=', 'pending')
    .where('received_at', '<', new Date(now.getTime() - STALE_CLAIM_MS))
    .returning('outcome')
    .executeTakeFirst();
  if (takenOver) return 'new';
  return db
    .selectFrom('inbound_mails')
    .select(['outcome', 'reason'])
    .where('message_id', '=', key.messageId)
    .where('dossier_id', '=', key.dossierId)
    .where('user_id', '=', key.userId)
    .executeTakeFirstOrThrow();
}

/** Attachments a person added; images a client put inline in its own HTML (a signature's logo) are not. */
const addedFiles = (mail: ParsedMail): Attachment[] =>
  mail.attachments.filter((attachment) => !attachment.related && attachment.contentDisposition !== 'inline');

const header = (mail: ParsedMail) => (name: string) => {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : JSON.stringify(first);
};

/**
 * Takes a reply by mail into its dossier as a message of the member the reply address belongs to, with its
 * attachments as documents (the upload's checks). Not one transaction: the messages and documents commands own
 * theirs (so the message goes out live like any other). The mail's Message-ID, claimed first per member and
 * dossier, makes a repeated delivery answer as the first did; the message itself is idempotent by a client_id
 * made from it.
 */
export async function takeReply(
  deps: ReplyDeps,
  signer: MailSigner,
  input: { recipient: string; mail: ParsedMail; raw: Buffer },
): Promise<ReplyOutcome> {
  const now = deps.clock.now();
  const resolved = await resolveReplyAddress(deps.db, deps.config, signer, input.recipient, now);
  if (!('target' in resolved)) return refused(resolved.refusal);
  const { target } = resolved;
  const messageId = messageIdOf(input.mail, input.raw);
  const key = { messageId, dossierId: target.dossier_id, userId: target.id };
  const claimed = await claim(deps.db, key, now);
  if (claimed !== 'new') {
    if (claimed.outcome === 'stored') return { outcome: 'duplicate', refusedAttachments: [] };
    if (claimed.outcome === 'ignored') return { outcome: 'ignored', refusedAttachments: [] };
    if (claimed.outcome === 'refused')
      return { outcome: 'refused', reason: claimed.reason ?? '', status: 403, repeated: true };
    return { outcome: 'retry', reason: TRY_AGAIN };
  }
  try {
    const outcome = await takeClaimed(deps, signer, input.recipient, target, input.mail, messageId, now);
    await deps.db
      .updateTable('inbound_mails')
      .set({
        outcome:
          outcome.result.outcome === 'refused'
            ? 'refused'
            : outcome.result.outcome === 'ignored'
              ? 'ignored'
              : 'stored',
        reason: outcome.result.outcome === 'refused' ? outcome.result.reason : null,
        chat_message_id: outcome.chatMessageId,
      })
      .where('message_id', '=', key.messageId)
      .where('dossier_id', '=', key.dossierId)
      .where('user_id', '=', key.userId)
      .execute();
    return outcome.result;
  } catch (error) {
    // Nothing decided: the claim goes, so the sender's next try is taken afresh.
    await deps.db
      .deleteFrom('inbound_mails')
      .where('message_id', '=', key.messageId)
      .where('dossier_id', '=', key.dossierId)
      .where('user_id', '=', key.userId)
      .execute();
    throw error;
  }
}

async function takeClaimed(
  deps: ReplyDeps,
  signer: MailSigner,
  recipient: string,
  target: ReplyTarget,
  mail: ParsedMail,
  messageId: string,
  now: Date,
): Promise<{ result: ReplyOutcome; chatMessageId: string | null }> {
  if (isAutomatic(header(mail)))
    return { result: { outcome: 'ignored', refusedAttachments: [] }, chatMessageId: null };
  const sender = mayBeTakenAsReply({
    fromAddress: mail.from?.value[0]?.address ?? null,
    recipientEmail: target.email,
    authentication: authenticationOf(header(mail)('authentication-results')),
  });
  if (!sender.allowed) return { result: refused(sender), chatMessageId: null };
  const text = replyText(mail.text ?? '');
  const files = addedFiles(mail);
  if (!text && files.length === 0)
    return { result: { outcome: 'refused', reason: REPLY_REFUSED.empty, status: 422 }, chatMessageId: null };
  const actor = replyActor(target, now);
  try {
    let chatMessageId: string | null = null;
    if (text) {
      const clientId = `mail:${createHash('sha256').update(messageId).digest('hex').slice(0, 48)}`;
      const message = text.length > limits.message.max ? `${text.slice(0, limits.message.max - 1)}…` : text;
      const sent = await sendMessage(deps, actor, target.dossier_id, {
        message_type: 'user',
        message,
        client_id: clientId,
      });
      chatMessageId = sent.message.id;
    }
    const stored = await storeAttachments(deps, actor, target.dossier_id, files);
    return {
      result: { outcome: 'stored', refusedAttachments: stored.filter((file) => file.status === 'refused') },
      chatMessageId,
    };
  } catch (error) {
    // The dossier closed, or the member left, between the address check and the write: refused for that reason.
    if (error instanceof HttpError && [403, 404, 409].includes(error.status)) {
      const again = await resolveReplyAddress(deps.db, deps.config, signer, recipient, deps.clock.now());
      if (!('target' in again)) return { result: refused(again.refusal), chatMessageId: null };
    }
    throw error;
  }
}
