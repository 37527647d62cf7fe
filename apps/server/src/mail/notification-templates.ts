import { escapeHtml } from './escape-html.ts';
import type { MailContent } from './templates.ts';

/** Dutch mails about unread messages (issue 13): one dossier right after the delay, or a digest of several. */

export type DigestKind = 'immediate' | 'hourly' | 'daily';

/** A chat line as the mail shows it: who, when (in the reader's zone), what. */
export interface MailedLine {
  sender: string;
  time: string;
  text: string;
}

/** One dossier's part of a notification. */
export interface MailedDossier {
  title: string;
  counterparty: string;
  /** The newest messages and document lines, oldest first; `earlier` more are not shown. */
  lines: MailedLine[];
  earlier: number;
  /** System lines (members, status) are summarised: a few texts and how many there were. */
  systemTexts: string[];
  /** The button into the dossier (a guest's carries a fresh single-use link). */
  action: { label: string; url: string };
  /** Where an answer by mail to this dossier goes (a digest of several dossiers names it per dossier). */
  replyAddress: string | null;
}

export interface NotificationMailInput {
  firstName: string;
  kind: DigestKind;
  dossiers: MailedDossier[];
  /** The mail's own Reply-To (one dossier): answering the mail answers in the dossier. */
  replyTo: string | null;
  settingsUrl: string | null;
  unsubscribeUrl: string;
}

const SHOWN_SYSTEM_TEXTS = 3;
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const messageCount = (dossiers: MailedDossier[]) =>
  dossiers.reduce((sum, dossier) => sum + dossier.lines.length + dossier.earlier, 0);

function subjectOf(input: NotificationMailInput): string {
  const count = messageCount(input.dossiers);
  const messages = `${count} ${plural(count, 'nieuw bericht', 'nieuwe berichten')}`;
  const [only] = input.dossiers;
  if (input.kind === 'immediate' && only) {
    const [line] = only.lines;
    return count === 1 && line
      ? `Nieuw bericht van ${line.sender} in ${only.title}`
      : `${messages} in ${only.title}`;
  }
  const where =
    input.dossiers.length === 1 && only
      ? `in ${only.title}`
      : `in ${input.dossiers.length} ${plural(input.dossiers.length, 'dossier', 'dossiers')}`;
  return input.kind === 'hourly'
    ? `Overzicht van het afgelopen uur: ${messages} ${where}`
    : `Dagelijks overzicht: ${messages} ${where}`;
}

function systemSummary(dossier: MailedDossier): string | null {
  const { systemTexts } = dossier;
  if (systemTexts.length === 0) return null;
  const shown = systemTexts.slice(-SHOWN_SYSTEM_TEXTS).join('; ');
  const more = systemTexts.length - SHOWN_SYSTEM_TEXTS;
  return more > 0 ? `Meldingen: ${shown} (en ${more} meer)` : `Meldingen: ${shown}`;
}

const earlierText = (earlier: number) =>
  `${earlier} ${plural(earlier, 'eerder bericht staat', 'eerdere berichten staan')} in het dossier.`;

function dossierText(dossier: MailedDossier, perDossierReply: boolean): string[] {
  const summary = systemSummary(dossier);
  return [
    `== ${dossier.title} (${dossier.counterparty}) ==`,
    ...(dossier.earlier > 0 ? [earlierText(dossier.earlier)] : []),
    ...dossier.lines.flatMap((line) => [`${line.sender}, ${line.time}:`, line.text, '']),
    ...(summary ? [summary, ''] : []),
    `${dossier.action.label}: ${dossier.action.url}`,
    ...(perDossierReply && dossier.replyAddress ? [`Reageren per e-mail: ${dossier.replyAddress}`] : []),
    '',
  ];
}

const button = (action: { label: string; url: string }) =>
  `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c5bb8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`;

function dossierHtml(dossier: MailedDossier, perDossierReply: boolean): string {
  const summary = systemSummary(dossier);
  const reply =
    perDossierReply && dossier.replyAddress
      ? `<p style="font-size:13px">Reageren per e-mail: <a href="mailto:${escapeHtml(dossier.replyAddress)}">${escapeHtml(dossier.replyAddress)}</a></p>`
      : '';
  return [
    `<h2 style="font-size:17px;margin:24px 0 4px">${escapeHtml(dossier.title)}</h2>`,
    `<p style="margin:0 0 12px;color:#555">${escapeHtml(dossier.counterparty)}</p>`,
    dossier.earlier > 0
      ? `<p style="color:#555;font-size:13px">${escapeHtml(earlierText(dossier.earlier))}</p>`
      : '',
    ...dossier.lines.map(
      (line) =>
        `<div style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #d0d7e2"><strong>${escapeHtml(line.sender)}</strong> <span style="color:#666;font-size:13px">${escapeHtml(line.time)}</span><div style="white-space:pre-wrap">${escapeHtml(line.text)}</div></div>`,
    ),
    summary ? `<p style="color:#666;font-style:italic;font-size:13px">${escapeHtml(summary)}</p>` : '',
    button(dossier.action),
    reply,
  ]
    .filter(Boolean)
    .join('\n');
}

function footer(input: NotificationMailInput): { text: string[]; html: string } {
  const settings = input.settingsUrl ? ` Wijzig je meldingen in je account: ${input.settingsUrl}` : '';
  const text = [
    `Je ontvangt deze e-mail omdat je berichten in Dossiers nog niet hebt gelezen.${settings}`,
    `Geen e-mail meer ontvangen? Afmelden: ${input.unsubscribeUrl}`,
  ];
  const settingsHtml = input.settingsUrl
    ? ` <a href="${escapeHtml(input.settingsUrl)}">Wijzig je meldingen</a>.`
    : '';
  const html = `<p style="color:#777;font-size:12px;margin-top:32px">Je ontvangt deze e-mail omdat je berichten in Dossiers nog niet hebt gelezen.${settingsHtml} <a href="${escapeHtml(input.unsubscribeUrl)}">Afmelden</a></p>`;
  return { text, html };
}

/** The notification of unread messages: per dossier its title, counterparty, messages and a button into it. */
export function notificationMail(input: NotificationMailInput): MailContent {
  const perDossierReply = input.replyTo === null;
  const intro = input.replyTo
    ? 'Je hebt nieuwe berichten. Beantwoord deze e-mail om direct in het dossier te reageren; je antwoord verschijnt daar als jouw bericht.'
    : 'Je hebt nieuwe berichten in Dossiers.';
  const end = footer(input);
  const text = [
    `Beste ${input.firstName},`,
    '',
    intro,
    '',
    ...input.dossiers.flatMap((dossier) => dossierText(dossier, perDossierReply)),
    'Met vriendelijke groet,',
    'Het Dossiers-team',
    '',
    ...end.text,
  ].join('\n');
  const html = [
    `<p>Beste ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...input.dossiers.map((dossier) => dossierHtml(dossier, perDossierReply)),
    '<p>Met vriendelijke groet,<br>Het Dossiers-team</p>',
    end.html,
  ].join('\n');
  return { subject: subjectOf(input), text, html };
}

/** To a guest whose access ended: that there is news, not what it is, and how to ask for more time. */
export function expiredGuestNoticeMail(input: {
  dossierTitle: string;
  count: number;
  extensionUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const news = `Er ${plural(input.count, 'is 1 nieuw bericht', `zijn ${input.count} nieuwe berichten`)} in het dossier "${input.dossierTitle}", maar je toegang tot dit dossier is verlopen.`;
  const ask = 'Vraag verlenging aan via de knop hieronder; het bedrijf dat je uitnodigde krijgt je verzoek.';
  const subject = `Nieuwe berichten in ${input.dossierTitle}: je toegang is verlopen`;
  const text = [
    'Beste relatie,',
    '',
    news,
    ask,
    '',
    `Vraag verlenging aan: ${input.extensionUrl}`,
    '',
    'Met vriendelijke groet,',
    'Het Dossiers-team',
    '',
    `Geen e-mail meer ontvangen? Afmelden: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    '<p>Beste relatie,</p>',
    `<p>${escapeHtml(news)}</p>`,
    `<p>${escapeHtml(ask)}</p>`,
    button({ label: 'Vraag verlenging aan', url: input.extensionUrl }),
    '<p>Met vriendelijke groet,<br>Het Dossiers-team</p>',
    `<p style="color:#777;font-size:12px;margin-top:32px"><a href="${escapeHtml(input.unsubscribeUrl)}">Afmelden</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The answer to a reply by mail that was not taken into the dossier: why, in Dutch and English. */
export function replyRefusedMail(input: { subject: string; reason: string }): MailContent {
  const subject = `Niet afgeleverd: ${input.subject}`.slice(0, 200);
  const lines = [
    'Je antwoord per e-mail is niet in het dossier geplaatst.',
    `Reden: ${input.reason}`,
    '',
    'Your reply by e-mail was not added to the dossier.',
  ];
  const text = [...lines, '', 'Het Dossiers-team'].join('\n');
  const html = [
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>Het Dossiers-team</p>',
  ].join('\n');
  return { subject, text, html };
}

/** A reply by mail was taken into the dossier, but not every attachment: which, and why. */
export function attachmentsRefusedMail(input: { subject: string; reasons: string[] }): MailContent {
  const subject = `Niet alle bijlagen geplaatst: ${input.subject}`.slice(0, 200);
  const lines = [
    'Je antwoord per e-mail staat in het dossier, maar deze bijlagen niet:',
    ...input.reasons.map((reason) => `- ${reason}`),
    '',
    'Your reply by e-mail was added to the dossier, but these attachments were not (allowed: pdf, doc, docx, xls, xlsx, png, jpeg; at most 10 MB each).',
  ];
  const text = [...lines, '', 'Het Dossiers-team'].join('\n');
  const html = [
    `<p>${escapeHtml(lines[0] as string)}</p>`,
    `<ul>${input.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(lines.at(-1) as string)}</p>`,
    '<p>Het Dossiers-team</p>',
  ].join('\n');
  return { subject, text, html };
}
