import fs from 'node:fs';
import path from 'node:path';
import { mailDir } from './env.ts';

/** One mail as the SMTP receiver stored it. */
export interface ReceivedMail {
  /** The first recipient, lowercased. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address ('' without one): a notification's is the reply address of its member and dossier. */
  replyTo: string;
  /** ISO time the receiver got it. */
  receivedAt: string;
}

export interface WaitForMailOptions {
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
  /** Only mails received at or after this moment, e.g. to skip an earlier mail of the same kind. */
  since?: Date;
}

/** Every mail received so far, oldest first. */
export function allMails(): ReceivedMail[] {
  const dir = mailDir();
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/** The newest mail to an address (and subject), polling the mail folder until it arrives. */
export async function waitForMail(
  to: string,
  subject: RegExp = /./,
  { timeoutMs = 15_000, since }: WaitForMailOptions = {},
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = allMails().findLast(
      (mail) =>
        mail.to === address &&
        subject.test(mail.subject) &&
        (!since || new Date(mail.receivedAt).getTime() >= since.getTime()),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = allMails()
        .filter((mail) => mail.to === address)
        .map((mail) => `"${mail.subject}"`);
      throw new Error(
        `No mail to ${address} matching ${subject} within ${timeoutMs} ms (mails to that address: ${seen.join(', ') || 'none'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's text whose path is `pathname`, e.g. linkFrom(mail, '/reset-password'). */
export function linkFrom(mail: ReceivedMail, pathname: string): URL {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((raw) => new URL(raw));
  const link = links.find((url) => url.pathname === pathname);
  if (!link) {
    const found = links.map((url) => url.pathname).join(', ') || 'no links';
    throw new Error(`No ${pathname} link in mail "${mail.subject}" to ${mail.to} (found: ${found})`);
  }
  return link;
}
