import { timingSafeEqual } from 'node:crypto';
import { InboundMailQuery, InboundMailResponse } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AddressObject } from 'mailparser';
import { HttpError, unauthorized } from '../../../http/errors.ts';
import { REPLY_REFUSED } from '../../../policies/notifications.ts';
import { mailSigner } from '../secret.ts';
import { INBOUND_MAX_BYTES } from './limits.ts';
import { bounceRefusedReply, notifyRefusedAttachments } from './notices.ts';
import { parseMail } from './parse-mail.ts';
import { replyAddressIn } from './reply-target.ts';
import { takeReply } from './take-reply.ts';

const RAW_TYPES = ['message/rfc822', 'text/plain', 'application/octet-stream'];
const UNKNOWN_ADDRESS = REPLY_REFUSED.unknownAddress;

/**
 * The posted bytes, behind a private field: the app's check of every request field for NUL characters walks plain
 * objects, and must not walk a mail of megabytes byte by byte.
 */
class RawMail {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

const sameSecret = (given: string | undefined, expected: string) =>
  given !== undefined &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []]
    .flat()
    .flatMap((object) => object.value.flatMap((entry) => (entry.address ? [entry.address] : [])));

/**
 * POST /api/v1/inbound-mail: for inbound-mail services (Mailgun, Postmark, SES and the like) that post each mail
 * raw. Only with INBOUND_MAIL_SECRET set, and the same secret in `x-inbound-secret`. A refusal is answered 200 with
 * its reason (the service delivered; the mail was not taken) and mailed back to the sender as a bounce; 503 asks
 * the service to deliver again later.
 */
export async function inboundMailRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const secret = deps.config.inboundMailSecret;
  if (!secret) return;
  const signer = await mailSigner(deps.db, deps.config);
  app.addContentTypeParser(
    RAW_TYPES,
    { parseAs: 'buffer', bodyLimit: INBOUND_MAX_BYTES },
    (_request, body, done) => done(null, new RawMail(body as Buffer)),
  );

  app.post(
    '/api/v1/inbound-mail',
    {
      bodyLimit: INBOUND_MAX_BYTES,
      // A service posts in bursts; the secret, checked before any byte of the body is read, is its limit.
      config: { rateLimit: false },
      onRequest: (request, _reply, done) => {
        const given = request.headers['x-inbound-secret'];
        const known = sameSecret(typeof given === 'string' ? given : undefined, secret);
        done(known ? undefined : unauthorized('Onbekende afzender'));
      },
      schema: {
        tags: ['notifications'],
        querystring: InboundMailQuery,
        response: { 200: InboundMailResponse },
      },
    },
    async (request) => {
      if (!(request.body instanceof RawMail) || request.body.bytes.length === 0)
        throw new HttpError(415, `Stuur het bericht zelf (${RAW_TYPES.join(', ')})`);
      const raw = request.body.bytes;
      const mail = await parseMail(raw);
      const header = (name: string) => {
        const value = mail.headers.get(name);
        return typeof value === 'string' ? [value] : [];
      };
      const recipient =
        request.query.to ??
        replyAddressIn(
          [
            ...header('delivered-to'),
            ...header('x-original-to'),
            ...addressesOf(mail.to),
            ...addressesOf(mail.cc),
          ],
          deps.config,
        );
      if (!recipient) {
        await bounceRefusedReply(deps, mail, UNKNOWN_ADDRESS);
        return { outcome: 'refused' as const, reason: UNKNOWN_ADDRESS };
      }
      const outcome = await takeReply(deps, signer, { recipient, mail, raw });
      if (outcome.outcome === 'retry') throw new HttpError(503, outcome.reason);
      if (outcome.outcome === 'refused') {
        if (!outcome.repeated) await bounceRefusedReply(deps, mail, outcome.reason);
        return { outcome: 'refused' as const, reason: outcome.reason };
      }
      if (outcome.outcome === 'stored')
        await notifyRefusedAttachments(deps, mail, outcome.refusedAttachments);
      return { outcome: outcome.outcome, reason: null };
    },
  );
}
