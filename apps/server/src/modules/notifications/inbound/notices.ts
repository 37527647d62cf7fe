import type { ParsedMail } from 'mailparser';
import { attachmentsRefusedMail, replyRefusedMail } from '../../../mail/notification-templates.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import type { AttachmentResult } from './attachments.ts';
import { isAutomatic } from './sender-checks.ts';

/** Answers to a reply are automatic: no robot answers them again (RFC 3834). */
const AUTOMATIC = { 'Auto-Submitted': 'auto-replied' };

const subjectOf = (mail: ParsedMail) => (mail.subject ?? '(geen onderwerp)').replaceAll('\u0000', '');

/** Whom an answer about a reply may go to: its sender, unless that is a robot, absent, or one of our addresses. */
function senderToAnswer(deps: CommandDeps, mail: ParsedMail): string | null {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const from = mail.from?.value[0]?.address?.toLowerCase();
  if (!from || isAutomatic(header)) return null;
  const domain = deps.config.mailReplyDomain?.toLowerCase();
  return domain && from.endsWith(`@${domain}`) ? null : from;
}

/** A bounce for a reply refused on the HTTP path (over SMTP the sender's own server bounces the 5xx). */
export async function bounceRefusedReply(deps: CommandDeps, mail: ParsedMail, reason: string): Promise<void> {
  const to = senderToAnswer(deps, mail);
  if (!to) return;
  await transact(deps, async (tx) => {
    await tx.queueMail(to, {
      ...replyRefusedMail({ subject: subjectOf(mail), reason }),
      headers: AUTOMATIC,
    });
    return { result: undefined, events: [] };
  });
}

/** The reply was taken, but some attachments were not: the sender hears which and why. */
export async function notifyRefusedAttachments(
  deps: CommandDeps,
  mail: ParsedMail,
  refused: AttachmentResult[],
): Promise<void> {
  const to = senderToAnswer(deps, mail);
  if (!to || refused.length === 0) return;
  const reasons = refused.flatMap((file) => (file.status === 'refused' ? [file.detail] : []));
  await transact(deps, async (tx) => {
    await tx.queueMail(to, {
      ...attachmentsRefusedMail({ subject: subjectOf(mail), reasons }),
      headers: AUTOMATIC,
    });
    return { result: undefined, events: [] };
  });
}
