import { limits } from '@dossier/contract';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InboundSmtp,
  NotificationScheduler,
  startInboundSmtp,
} from '../src/modules/notifications/index.ts';
import { pdfFile } from './support/document-files.ts';
import { bearer } from './support/factories.ts';
import { dossierWithSignedInGuest } from './support/guest-factories.ts';
import { callerFor } from './support/http.ts';
import { LiveClient } from './support/live-client.ts';
import { advanceTo, sendAt, sharedDossier } from './support/notification-factories.ts';
import { gmailReply, inboundSender, replyAddressOf } from './support/reply-mail.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

const DELAY = 30;
const DOMAIN = 'reply.dossiers.test';
const clock = new TestClock();
let t: TestApp;
let scheduler: NotificationScheduler;
let inbound: InboundSmtp;
let sender: Transporter;
let baseUrl: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ clock, env: { NOTIFY_DELAY_SECONDS: String(DELAY), MAIL_REPLY_DOMAIN: DOMAIN } });
  scheduler = new NotificationScheduler(t.app.deps);
  inbound = await startInboundSmtp(t.app.deps, { port: 0, host: '127.0.0.1' });
  sender = inboundSender(inbound.port);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  sender.close();
  await inbound.close();
  await scheduler.stop();
  await t.close();
});

const call = callerFor(() => t.app);
const context = () => ({ t, clock, scheduler, delaySeconds: DELAY });
const messagesOf = async (token: string, id: string) =>
  (await call('GET', `/api/v1/dossiers/${id}/messages`, token)).json().messages as Array<{
    message: string;
    sender_id: string | null;
    message_type: string;
  }>;
/** What the listener answered a refused mail: its SMTP code and text. */
const refusalOf = async (sending: Promise<unknown>) => {
  const error = (await sending.then(
    () => null,
    (failure: unknown) => failure,
  )) as { responseCode?: number; response?: string } | null;
  if (!error) throw new Error('the mail was accepted');
  return { code: error.responseCode, text: error.response ?? '' };
};

describe('a reply by mail', () => {
  it("becomes the member's message in the dossier, live to the others, without the quoted history", async () => {
    const pair = await sharedDossier(t);
    const { a, b, id } = pair;
    const { address, subject } = await replyAddressOf(context(), pair);
    const watcher = await LiveClient.connect(baseUrl, a.memberToken);
    clients.push(watcher);

    const info = await sender.sendMail({
      from: `Jan Jansen <${b.member.email}>`,
      to: address,
      subject: `Re: ${subject}`,
      text: gmailReply('Prima, ik stuur de offerte morgen.'),
    });
    expect(info.response).toMatch(/^250 .*Bericht ontvangen/);

    const live = await watcher.waitFor(
      (frame) => frame.type === 'chat_message' && frame.message === 'Prima, ik stuur de offerte morgen.',
    );
    expect(live).toMatchObject({ sender_id: b.member.id, dossier_id: `dossier:${id}` });
    expect((await messagesOf(a.memberToken, id)).at(-1)).toMatchObject({
      message: 'Prima, ik stuur de offerte morgen.',
      sender_id: b.member.id,
      message_type: 'user',
    });
  });

  it.each([
    [
      'Outlook (English), HTML only',
      {
        html: `<div>Akkoord met de planning.</div><div><hr><b>From:</b> Dossiers &lt;no-reply@localhost&gt;<br><b>Sent:</b> Monday, March 2, 2026 10:12<br><b>To:</b> Jan Jansen<br><b>Subject:</b> Nieuw bericht</div><div>Kun je de offerte sturen?</div>`,
      },
      'Akkoord met de planning.',
    ],
    [
      'Outlook (Dutch)',
      {
        text: `Akkoord, tot dinsdag.\n\nVan: Dossiers <no-reply@localhost>\nVerzonden: maandag 2 maart 2026 10:12\nAan: Jan Jansen\nOnderwerp: Nieuw bericht\n\nKun je de offerte sturen?`,
      },
      'Akkoord, tot dinsdag.',
    ],
    [
      'Apple Mail (Dutch)',
      {
        text: `Komt goed.\n\nVerstuurd vanaf mijn iPhone\n\n> Op 2 mrt 2026 om 10:12 heeft Dossiers <no-reply@localhost> het volgende geschreven:\n>\n> Kun je de offerte sturen?`,
      },
      'Komt goed.',
    ],
    [
      "Gmail (English) with a '-- ' signature",
      {
        text: `Sure, tomorrow.\n\n-- \nJan Jansen\nJansen Bouw\n\nOn Mon, Mar 2, 2026 at 10:12 AM Dossiers <no-reply@localhost> wrote:\n> Kun je de offerte sturen?`,
      },
      'Sure, tomorrow.',
    ],
  ])('is read without the quote in the form of %s', async (_client, body, expected) => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    await sender.sendMail({ from: pair.b.member.email, to: address, subject: 'Re: bericht', ...body });
    expect((await messagesOf(pair.a.memberToken, pair.id)).at(-1)?.message).toBe(expected);
  });

  it('turns attachments into documents with the upload checks, and tells the sender which were refused', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    await sender.sendMail({
      from: pair.b.member.email,
      to: address,
      subject: 'Re: offerte',
      text: 'Hierbij de offerte.',
      attachments: [
        { filename: 'offerte.pdf', content: pdfFile() },
        { filename: 'setup.exe', content: Buffer.from('MZ not a document') },
        { filename: 'vermomd.pdf', content: Buffer.from('MZ not a pdf either') },
      ],
    });
    const documents = await call('GET', `/api/v1/dossiers/${pair.id}/documents`, pair.a.memberToken);
    expect(documents.json().map((document: { filename: string }) => document.filename)).toEqual([
      'offerte.pdf',
    ]);
    const lines = await messagesOf(pair.a.memberToken, pair.id);
    expect(lines.slice(-2).map((line) => [line.message_type, line.message])).toEqual([
      ['user', 'Hierbij de offerte.'],
      ['document_added', 'Document toegevoegd: offerte.pdf'],
    ]);
    await t.app.deps.mail.sendDue();
    const notice = await t.mailbox.waitFor(pair.b.member.email, /Niet alle bijlagen geplaatst/);
    expect(notice.text).toContain('setup.exe: ongeldig bestandstype');
    expect(notice.text).toContain('vermomd.pdf: ongeldig bestandstype');
  });

  it('takes a reply that is only an attachment', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    await sender.sendMail({
      from: pair.b.member.email,
      to: address,
      subject: 'Re: tekening',
      text: gmailReply(''),
      attachments: [{ filename: 'tekening.pdf', content: pdfFile() }],
    });
    const lines = await messagesOf(pair.a.memberToken, pair.id);
    expect(lines.at(-1)).toMatchObject({ message_type: 'document_added', sender_id: pair.b.member.id });
  });

  it('is taken once however often the same Message-ID is delivered', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const mail = {
      from: pair.b.member.email,
      to: address,
      subject: 'Re: dubbel',
      text: 'Eén keer graag.',
      messageId: `<dubbel-${pair.id}@bakker.example>`,
      attachments: [{ filename: 'eenmaal.pdf', content: pdfFile() }],
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await sender.sendMail(mail)).response).toMatch(/^250 /);
    }
    const lines = await messagesOf(pair.a.memberToken, pair.id);
    expect(lines.filter((line) => line.message === 'Eén keer graag.')).toHaveLength(1);
    const documents = await call('GET', `/api/v1/dossiers/${pair.id}/documents`, pair.a.memberToken);
    expect(documents.json()).toHaveLength(1);
  });

  it('drops an automatic answer (out of office) without a message or a bounce', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const before = (await messagesOf(pair.a.memberToken, pair.id)).length;
    const info = await sender.sendMail({
      from: pair.b.member.email,
      to: address,
      subject: 'Afwezig: Nieuw bericht',
      text: 'Ik ben tot maandag afwezig.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(info.response).toMatch(/^250 /);
    expect(await messagesOf(pair.a.memberToken, pair.id)).toHaveLength(before);
  });
});

describe('a reply by mail is refused with its reason', () => {
  const expectNothingStored = async (pair: Awaited<ReturnType<typeof sharedDossier>>, before: number) =>
    expect(await messagesOf(pair.a.memberToken, pair.id)).toHaveLength(before);

  it('to an unknown, forged, foreign or revoked address, at RCPT', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const [local] = address.split('@') as [string];
    const forged = `${local.slice(0, -1)}${local.endsWith('a') ? 'b' : 'a'}@${DOMAIN}`;
    const send = (to: string) =>
      sender.sendMail({ from: pair.b.member.email, to, subject: 'Re', text: 'Mag dit erin?' });
    for (const to of [`r+aaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaa@${DOMAIN}`, forged, `${local}@elders.example`]) {
      const refusal = await refusalOf(send(to));
      expect(refusal.code).toBe(550);
      expect(refusal.text).toContain('5.1.1 Onbekend antwoordadres / Unknown reply address');
    }
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dossiers/${pair.id}/notifications/reply-address`,
      headers: bearer(pair.b.memberToken),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await refusalOf(send(address))).text).toContain('Onbekend antwoordadres');
    expect((await messagesOf(pair.a.memberToken, pair.id)).map((line) => line.message)).not.toContain(
      'Mag dit erin?',
    );
  });

  it('of a removed user, at RCPT', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${pair.b.member.id}`,
      headers: bearer(pair.b.adminToken),
      payload: { deleted_at: new Date().toISOString() },
    });
    expect(removed.statusCode).toBe(200);
    const refusal = await refusalOf(
      sender.sendMail({ from: pair.b.member.email, to: address, subject: 'Re', text: 'Nog even' }),
    );
    expect(refusal.code).toBe(550);
    expect(refusal.text).toContain('5.7.1 Je bent geen lid meer van dit dossier');
  });

  it('to a closed dossier, at RCPT', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    expect(
      (await call('POST', `/api/v1/dossiers/${pair.id}/request-close`, pair.a.memberToken)).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/v1/dossiers/${pair.id}/close`, pair.b.memberToken)).statusCode).toBe(
      200,
    );
    const refusal = await refusalOf(
      sender.sendMail({ from: pair.b.member.email, to: address, subject: 'Re', text: 'Te laat' }),
    );
    expect(refusal.code).toBe(550);
    expect(refusal.text).toContain('Dit dossier is gesloten / This dossier is closed');
  });

  it('of a guest whose access has ended, at RCPT', async () => {
    const { a, id, email } = await dossierWithSignedInGuest(t, 'Transport week 52');
    const sent = await sendAt(t, clock, a.memberToken, id, 'Wanneer komt de vracht?');
    advanceTo(clock, sent.at.getTime() + (DELAY + 1) * 1000);
    await scheduler.runPass();
    await t.app.deps.mail.sendDue();
    const mail = await t.mailbox.waitFor(email, /Wanneer|Nieuw bericht/);
    advanceTo(clock, clock.now().getTime() + limits.viewerAccessDays * 24 * 3_600_000);
    const refusal = await refusalOf(
      sender.sendMail({ from: email, to: mail.replyTo, subject: 'Re', text: 'Morgen' }),
    );
    expect(refusal.code).toBe(550);
    expect(refusal.text).toContain('Je toegang tot dit dossier is verlopen');
  });

  it('from another sender than the member, at DATA', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const before = (await messagesOf(pair.a.memberToken, pair.id)).length;
    const refusal = await refusalOf(
      sender.sendMail({ from: 'eve@evil.example', to: address, subject: 'Re', text: 'Betaal naar NL00EVIL' }),
    );
    expect(refusal.code).toBe(550);
    expect(refusal.text).toContain('De afzender is niet de ontvanger van deze melding');
    await expectNothingStored(pair, before);
  });

  it('that fails its own authentication results, at DATA', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const before = (await messagesOf(pair.a.memberToken, pair.id)).length;
    const refusal = await refusalOf(
      sender.sendMail({
        from: pair.b.member.email,
        to: address,
        subject: 'Re',
        text: 'Vervalst',
        headers: {
          'Authentication-Results': `mx.${DOMAIN}; spf=fail smtp.mailfrom=example.test; dkim=none; dmarc=fail header.from=example.test`,
        },
      }),
    );
    expect(refusal.code).toBe(550);
    expect(refusal.text).toContain('De afzender kon niet worden geverifieerd');
    await expectNothingStored(pair, before);
  });

  it('with nothing in it but the quote, at DATA', async () => {
    const pair = await sharedDossier(t);
    const { address } = await replyAddressOf(context(), pair);
    const refusal = await refusalOf(
      sender.sendMail({ from: pair.b.member.email, to: address, subject: 'Re', text: gmailReply('') }),
    );
    expect(refusal.code).toBe(550);
    expect(refusal.text).toContain('Je antwoord bevat geen tekst of bijlage');
  });
});
