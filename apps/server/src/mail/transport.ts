import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailRow } from '../db/schema.ts';

export interface MailTransport {
  send(mail: MailRow): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        replyTo: mail.reply_to ?? undefined,
        headers: mail.headers ?? undefined,
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the embedded mode prints each mail's links, so a local user can follow them. */
export function logTransport(logger: Logger): MailTransport {
  return {
    async send(mail) {
      const links = mail.text_body.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: mail.to_address, subject: mail.subject, links }, 'mail (SMTP_URL not set, not sent)');
    },
    close() {},
  };
}
