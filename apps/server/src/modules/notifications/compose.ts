import type { NotifyMode } from '@dossier/contract';
import { type DigestKind, type MailedDossier, notificationMail } from '../../mail/notification-templates.ts';
import type { MailContent } from '../../mail/templates.ts';
import { dutchDayAndTime } from '../../zoned-time.ts';
import { fullName } from '../users/index.ts';
import type { BatchLine } from './queries.ts';

/** The newest messages a mail shows per dossier; the rest are counted. */
export const SHOWN_LINES = 10;
/** How much of one message a mail quotes. */
const QUOTED_CHARS = 2_000;

const quoted = (text: string) => (text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS - 1)}…` : text);

/** A dossier's batch as the mail shows it: its messages and document lines, its system lines summarised. */
export function mailedDossier(input: {
  title: string;
  counterparty: string[];
  batch: { lines: BatchLine[]; messageCount: number };
  timeZone: string;
  action: { label: string; url: string };
  replyAddress: string | null;
}): MailedDossier {
  const chat = input.batch.lines.filter((line) => line.message_type !== 'system');
  const shown = chat.slice(-SHOWN_LINES);
  return {
    title: input.title,
    counterparty: input.counterparty.length > 0 ? input.counterparty.join(', ') : 'Intern dossier',
    lines: shown.map((line) => ({
      sender:
        fullName({ first_name: line.sender_first_name ?? '', last_name: line.sender_last_name ?? '' }) ||
        'Onbekend',
      time: dutchDayAndTime(line.created_at, input.timeZone),
      text: quoted(line.body),
    })),
    earlier: Math.max(0, input.batch.messageCount - shown.length),
    systemTexts: input.batch.lines.filter((line) => line.message_type === 'system').map((line) => line.body),
    action: input.action,
    replyAddress: input.replyAddress,
  };
}

/** The links every notification carries: settings, and the one-click unsubscribe (RFC 8058). */
export interface MailLinks {
  settingsUrl: string | null;
  unsubscribePage: string;
  unsubscribeEndpoint: string;
}

/** Headers of every notification: one-click unsubscribe, and no automatic answers to it (RFC 3834). */
export const notificationHeaders = (links: MailLinks): Record<string, string> => ({
  'List-Unsubscribe': `<${links.unsubscribeEndpoint}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'All',
});

/**
 * The mails of one user's due batches: right after the delay one mail per dossier (its Reply-To answers in that
 * dossier); a digest is one mail, with a Reply-To when it holds one dossier and a reply address per dossier else.
 */
export function notificationMails(input: {
  firstName: string;
  mode: Exclude<NotifyMode, 'off'>;
  dossiers: MailedDossier[];
  links: MailLinks;
}): MailContent[] {
  const kind: DigestKind = input.mode;
  const groups = kind === 'immediate' ? input.dossiers.map((dossier) => [dossier]) : [input.dossiers];
  return groups
    .filter((group) => group.length > 0)
    .map((group) => {
      const replyTo = group.length === 1 ? (group[0]?.replyAddress ?? null) : null;
      const content = notificationMail({
        firstName: input.firstName,
        kind,
        dossiers: group,
        replyTo,
        settingsUrl: input.links.settingsUrl,
        unsubscribeUrl: input.links.unsubscribePage,
      });
      return { ...content, ...(replyTo ? { replyTo } : {}), headers: notificationHeaders(input.links) };
    });
}
