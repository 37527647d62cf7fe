import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationScheduler } from '../src/modules/notifications/index.ts';
import { callerFor } from './support/http.ts';
import { sharedDossier } from './support/notification-factories.ts';
import { rawMail, replyAddressOf } from './support/reply-mail.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

/** Replies by mail are input from anyone on the internet: odd bytes get a clear answer, never a 500. */
const DELAY = 30;
const SECRET = 'inbound-service-shared-secret';
const clock = new TestClock();
let t: TestApp;
let scheduler: NotificationScheduler;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: {
      NOTIFY_DELAY_SECONDS: String(DELAY),
      MAIL_REPLY_DOMAIN: 'reply.dossiers.test',
      INBOUND_MAIL_SECRET: SECRET,
    },
  });
  scheduler = new NotificationScheduler(t.app.deps);
});
afterAll(async () => {
  await scheduler.stop();
  await t.close();
});

const call = callerFor(() => t.app);
const post = (raw: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/inbound-mail',
    headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': SECRET },
    payload: raw,
  });

describe('a reply by mail with hostile content', () => {
  it('takes NUL characters, lone surrogates and a huge text without a 500, storing clean text', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf({ t, clock, scheduler, delaySeconds: DELAY }, pair);
    const texts = ['met\u0000nul', 'half \ud800 teken', `${'lang '.repeat(30_000)}einde`];
    for (const [index, text] of texts.entries()) {
      const raw = await rawMail({
        from: pair.b.member.email,
        to: address,
        subject: 'Re: offerte',
        text,
        messageId: `<vijandig-${index}-${pair.id}@bakker.example>`,
      });
      const answer = await post(raw);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
    const page = (await call('GET', `/api/v1/dossiers/${pair.id}/messages`, pair.a.memberToken)).json();
    for (const line of page.messages) expect(line.message).not.toContain('\u0000');
  });

  it('answers a Message-ID with a NUL character or of any length without a 500', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf({ t, clock, scheduler, delaySeconds: DELAY }, pair);
    for (const messageId of ['<nul\u0000id@bakker.example>', `<${'x'.repeat(5_000)}@bakker.example>`]) {
      const raw = Buffer.from(
        [
          `From: ${pair.b.member.email}`,
          `To: ${address}`,
          'Subject: Re: offerte',
          `Message-ID: ${messageId}`,
          'Content-Type: text/plain; charset=utf-8',
          '',
          'Antwoord met een vreemde Message-ID.',
        ].join('\r\n'),
      );
      const answer = await post(raw);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
  });
});
