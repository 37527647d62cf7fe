import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { NotificationScheduler } from '../../src/modules/notifications/index.ts';
import type { Mailbox } from './mailbox.ts';
import { advanceTo, secondsAfter, sendAt, type sharedDossier } from './notification-factories.ts';
import type { TestApp } from './test-app.ts';
import type { TestClock } from './test-clock.ts';

/** A mail client's SMTP connection to the product's inbound listener (no TLS, no login: a mail exchanger's side). */
export const inboundSender = (port: number) =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });

/** The raw RFC 822 bytes of a mail, as an inbound-mail service posts them. */
export async function rawMail(mail: Mail.Options): Promise<Buffer> {
  const composed = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
  return composed.message as Buffer;
}

/**
 * b.member's reply address for the dossier, from the notification a message of a.member brings them (the delay is
 * passed on the clock, then the scheduler mails).
 */
export async function replyAddressOf(
  context: { t: TestApp; clock: TestClock; scheduler: NotificationScheduler; delaySeconds: number },
  pair: Awaited<ReturnType<typeof sharedDossier>>,
  text = 'Kun je de offerte sturen?',
) {
  const { t, clock, scheduler } = context;
  const sent = await sendAt(t, clock, pair.a.memberToken, pair.id, text);
  advanceTo(clock, secondsAfter(sent.at, context.delaySeconds + 1));
  await scheduler.runPass();
  await t.app.deps.mail.sendDue();
  const mail = await waitForNotification(t.mailbox, pair.b.member.email, text);
  if (!mail.replyTo) throw new Error('the notification has no Reply-To');
  return { address: mail.replyTo, subject: mail.subject };
}

async function waitForNotification(mailbox: Mailbox, email: string, text: string) {
  for (let count = 1; ; count += 1) {
    const mails = await mailbox.waitForCount(email, /./, count);
    const found = mails.find((mail) => mail.text.includes(text));
    if (found) return found;
  }
}

/** A reply in Gmail's Dutch form: the answer, the attribution line, the quoted notification. */
export const gmailReply = (answer: string) => `${answer}

Op ma 2 mrt 2026 om 10:12 schreef Dossiers <no-reply@localhost>:

> Beste Jan,
>
> Je hebt nieuwe berichten.
`;
