import type { Readable } from 'node:stream';
import type { SMTPServerSession } from 'smtp-server';
import { mailSigner } from '../secret.ts';
import { INBOUND_MAX_BYTES } from './limits.ts';
import { notifyRefusedAttachments } from './notices.ts';
import { parseMail } from './parse-mail.ts';
import { resolveReplyAddress } from './reply-target.ts';
import { type ReplyDeps, type ReplyOutcome, takeReply } from './take-reply.ts';

const TRY_AGAIN =
  'Tijdelijk niet verwerkt, probeer het later opnieuw / Temporarily not processed, try again later';

/** An SMTP refusal: 5xx is final (the sender's server bounces it to the person), 4xx is a later retry. */
const smtpError = (code: number, enhanced: string, text: string) =>
  Object.assign(new Error(`${enhanced} ${text}`), { responseCode: code });

const refusedError = (outcome: Extract<ReplyOutcome, { outcome: 'refused' }>) =>
  smtpError(550, outcome.status === 404 ? '5.1.1' : '5.7.1', outcome.reason);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

/**
 * The inbound SMTP listener for replies to notifications (INBOUND_SMTP_PORT). A recipient is refused at RCPT with a
 * 5xx and its reason (unknown or forged address, removed member, expired guest, closed dossier); the mail at DATA
 * (sender not the member, failed authentication, nothing in it). The receiving side of a mail exchanger: no
 * authentication, no relaying (only reply addresses are accepted).
 */
export async function startInboundSmtp(
  deps: ReplyDeps,
  options: { port: number; host: string },
): Promise<InboundSmtp> {
  const signer = await mailSigner(deps.db, deps.config);
  // Loaded only when the listener is configured (INBOUND_SMTP_PORT).
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    name: deps.config.mailReplyDomain ?? undefined,
    banner: 'Dossiers',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_MAX_BYTES,
    logger: false,
    // On shutdown a connection still open is ended after this (its sender retries later), within the stop's limit.
    closeTimeout: 3_000,
    onRcptTo(address, _session, callback) {
      resolveReplyAddress(deps.db, deps.config, signer, address.address, deps.clock.now())
        .then((resolved) => {
          if ('target' in resolved) return callback();
          const { detail, status } = resolved.refusal;
          callback(refusedError({ outcome: 'refused', reason: detail, status }));
        })
        .catch((error: unknown) => {
          deps.logger.error({ err: error }, 'inbound mail: recipient check failed');
          callback(smtpError(451, '4.3.0', TRY_AGAIN));
        });
    },
    onData(stream, session, callback) {
      receive(deps, signer, stream, session)
        .then((error) => callback(error ?? null, 'Bericht ontvangen / Message accepted'))
        .catch((error: unknown) => {
          deps.logger.error({ err: error }, 'inbound mail: a reply could not be taken');
          callback(smtpError(451, '4.3.0', TRY_AGAIN));
        });
    },
  });
  server.on('error', (error) => deps.logger.warn({ err: error }, 'inbound mail: SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as { port: number };
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail for each accepted recipient; the first refusal (or a retry) is the answer to DATA. */
async function receive(
  deps: ReplyDeps,
  signer: Awaited<ReturnType<typeof mailSigner>>,
  stream: Readable & { sizeExceeded?: boolean },
  session: SMTPServerSession,
): Promise<Error | undefined> {
  const raw = await readAll(stream);
  // The listener answers 552 itself for an oversized mail.
  if (stream.sizeExceeded) return undefined;
  const mail = await parseMail(raw);
  for (const { address } of session.envelope.rcptTo) {
    const outcome = await takeReply(deps, signer, { recipient: address, mail, raw });
    if (outcome.outcome === 'refused') return refusedError(outcome);
    if (outcome.outcome === 'retry') return smtpError(451, '4.3.0', outcome.reason);
    if (outcome.outcome === 'stored') await notifyRefusedAttachments(deps, mail, outcome.refusedAttachments);
  }
  return undefined;
}
