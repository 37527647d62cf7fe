import fs from 'node:fs';
import path from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './mail.ts';

export interface SmtpReceiver {
  url: string;
  stop(): Promise<void>;
}

const firstAddress = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to[0] : to)?.value[0]?.address?.toLowerCase();

/** A real SMTP server on a free local port that writes each mail it receives as JSON into mailDir. */
export async function startSmtpReceiver(mailDir: string): Promise<SmtpReceiver> {
  fs.mkdirSync(mailDir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo[0]?.address.toLowerCase() ?? '';
          const mail: ReceivedMail = {
            to: firstAddress(parsed.to) ?? envelopeTo,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.value[0]?.address ?? '',
            receivedAt: new Date().toISOString(),
          };
          sequence += 1;
          const name = `${Date.now()}-${String(sequence).padStart(5, '0')}`;
          // Write then rename, so a polling reader never sees half a file.
          const partial = path.join(mailDir, `${name}.partial`);
          fs.writeFileSync(partial, JSON.stringify(mail, null, 2));
          fs.renameSync(partial, path.join(mailDir, `${name}.json`));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
