import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationScheduler } from '../src/modules/notifications/index.ts';
import { callerFor } from './support/http.ts';
import { sharedDossier } from './support/notification-factories.ts';
import { gmailReply, rawMail, replyAddressOf } from './support/reply-mail.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

const DELAY = 30;
const DOMAIN = 'reply.dossiers.test';
const SECRET = 'inbound-service-shared-secret';
const clock = new TestClock();
let t: TestApp;
let scheduler: NotificationScheduler;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { NOTIFY_DELAY_SECONDS: String(DELAY), MAIL_REPLY_DOMAIN: DOMAIN, INBOUND_MAIL_SECRET: SECRET },
  });
  scheduler = new NotificationScheduler(t.app.deps);
});
afterAll(async () => {
  await scheduler.stop();
  await t.close();
});

const call = callerFor(() => t.app);
const context = () => ({ t, clock, scheduler, delaySeconds: DELAY });
const post = (raw: Buffer, options: { secret?: string; to?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/inbound-mail${options.to ? `?to=${encodeURIComponent(options.to)}` : ''}`,
    headers: {
      'content-type': 'message/rfc822',
      ...(options.secret === undefined
        ? { 'x-inbound-secret': SECRET }
        : { 'x-inbound-secret': options.secret }),
    },
    payload: raw,
  });
const lastMessage = async (token: string, id: string) =>
  (await call('GET', `/api/v1/dossiers/${id}/messages`, token)).json().messages.at(-1);

describe('POST /api/v1/inbound-mail (inbound-mail services)', () => {
  it('takes a posted reply to the address in its To, once per Message-ID', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const raw = await rawMail({
      from: pair.b.member.email,
      to: address,
      subject: 'Re: offerte',
      text: gmailReply('Via de dienst ontvangen.'),
      messageId: `<dienst-${pair.id}@bakker.example>`,
    });
    const first = await post(raw);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ outcome: 'stored', reason: null });
    expect(await lastMessage(pair.a.memberToken, pair.id)).toMatchObject({
      message: 'Via de dienst ontvangen.',
      sender_id: pair.b.member.id,
    });
    expect((await post(raw)).json()).toEqual({ outcome: 'duplicate', reason: null });
  });

  it('takes the envelope recipient the service names over the headers', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const raw = await rawMail({
      from: pair.b.member.email,
      to: 'team@bakker.example',
      bcc: address,
      subject: 'Re: planning',
      text: 'Als bcc verstuurd.',
    });
    expect((await post(raw, { to: address })).json()).toEqual({ outcome: 'stored', reason: null });
    expect((await lastMessage(pair.a.memberToken, pair.id)).message).toBe('Als bcc verstuurd.');
  });

  it('answers 401 without the shared secret and stores nothing', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const raw = await rawMail({
      from: pair.b.member.email,
      to: address,
      subject: 'Re',
      text: 'Zonder geheim',
    });
    expect((await post(raw, { secret: 'wrong-secret-of-same-kind' })).statusCode).toBe(401);
    expect((await post(raw, { secret: '' })).statusCode).toBe(401);
    expect((await lastMessage(pair.a.memberToken, pair.id)).message).not.toBe('Zonder geheim');
  });

  it('refuses a reply from someone else and bounces it to the sender with the reason', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const raw = await rawMail({
      from: 'eve@evil.example',
      to: address,
      subject: 'Re: betaling',
      text: 'Nieuw rekeningnummer',
    });
    const response = await post(raw);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'refused',
      reason:
        'De afzender is niet de ontvanger van deze melding / The sender is not the recipient of this notification',
    });
    await t.app.deps.mail.sendDue();
    const bounce = await t.mailbox.waitFor('eve@evil.example', /Niet afgeleverd: Re: betaling/);
    expect(bounce.text).toContain('De afzender is niet de ontvanger van deze melding');
    expect(bounce.headers.get('auto-submitted')).toBe('auto-replied');
    // The service delivering it again hears the same, and the sender is not bounced twice.
    expect((await post(raw)).json().outcome).toBe('refused');
    const bounces = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'eve@evil.example')
      .execute();
    expect(bounces).toHaveLength(1);
  });

  it('refuses and bounces a mail to an address that is no reply address', async () => {
    const raw = await rawMail({
      from: 'someone@bakker.example',
      to: `r+aaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaa@${DOMAIN}`,
      subject: 'Hallo',
      text: 'Is dit het goede adres?',
    });
    expect((await post(raw)).json()).toEqual({
      outcome: 'refused',
      reason: 'Onbekend antwoordadres / Unknown reply address',
    });
    await t.app.deps.mail.sendDue();
    await t.mailbox.waitFor('someone@bakker.example', /Niet afgeleverd: Hallo/);
  });

  it('answers 415 for a body that is not a mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/inbound-mail',
      headers: { 'content-type': 'application/json', 'x-inbound-secret': SECRET },
      payload: { mail: 'nee' },
    });
    expect(response.statusCode).toBe(415);
  });
});
