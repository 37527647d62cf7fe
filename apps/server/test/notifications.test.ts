import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationScheduler } from '../src/modules/notifications/index.ts';
import { InProcessPubSub } from '../src/realtime/events.ts';
import { pdfFile } from './support/document-files.ts';
import { bearer } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { linkIn } from './support/mailbox.ts';
import {
  advanceTo,
  anotherSharedDossier,
  headerOf,
  mailsTo,
  putAs,
  secondsAfter,
  sendAt,
  setPreferences,
  sharedDossier,
} from './support/notification-factories.ts';
import { startSecondInstance, startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';
import { uploadVia } from './support/uploads.ts';

const DELAY = 600;
const REPLY_DOMAIN = 'reply.dossiers.test';
const clock = new TestClock();
let t: TestApp;
let scheduler: NotificationScheduler;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { NOTIFY_DELAY_SECONDS: String(DELAY), MAIL_REPLY_DOMAIN: REPLY_DOMAIN },
  });
  scheduler = new NotificationScheduler(t.app.deps);
});
afterAll(async () => {
  await scheduler.stop();
  await t.close();
});

const call = callerFor(() => t.app);
/** A pass of the scheduler, then the outbox sent: what was mailed in this pass. */
const pass = async (on: NotificationScheduler = scheduler) => {
  const before = t.mailbox.mails.length;
  const result = await on.runPass();
  await delivered(before, result.mailed);
  return { ...result, mails: t.mailbox.mails.slice(before) };
};
/** The outbox sent now (the worker would within seconds), and the mails arrived at the receiver. */
const delivered = async (before: number, count: number) => {
  await t.app.deps.mail.sendDue();
  await t.mailbox.waitForTotal(before + count);
};
const shared = () => sharedDossier(t);
const say = (token: string, id: string, text: string) => sendAt(t, clock, token, id, text);

describe('a notification of unread messages', () => {
  it('mails a member once for the batch after the delay, with the dossier, its counterparty and the messages', async () => {
    const { a, b, id, title } = await shared();
    const first = await say(a.memberToken, id, 'Kun je de offerte sturen?');
    await say(a.memberToken, id, 'En de tekening graag ook.');
    const since = first.at;

    advanceTo(clock, secondsAfter(since, DELAY - 5));
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);

    advanceTo(clock, secondsAfter(since, DELAY + 1));
    const [mail, ...more] = mailsTo((await pass()).mails, b.member.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`2 nieuwe berichten in ${title}`);
    expect(mail?.text).toContain(title);
    expect(mail?.text).toContain(a.company.name);
    expect(mail?.text).toContain('Jan Jansen');
    expect(mail?.text).toContain('Kun je de offerte sturen?');
    expect(mail?.text).toContain('En de tekening graag ook.');
    // The dossier's creation lines are summarised, not listed as messages.
    expect(mail?.text).toMatch(
      /Meldingen: Jan Jansen heeft het dossier aangemaakt; .* gekoppeld aan dossier/,
    );
    expect(linkIn(mail!, `/app/dossier/${id}`).href).toBe(`http://app.test/app/dossier/${id}`);
    expect(mail?.html).toContain('Open dossier');
  });

  it('never mails the writer about their own messages', async () => {
    const { a, b, id } = await shared();
    const sent = await say(b.memberToken, id, 'Ik ben er morgen.');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const { mails } = await pass();
    expect(mailsTo(mails, b.member.email)).toEqual([]);
    expect(mailsTo(mails, a.member.email)).toHaveLength(1);
  });

  it('never mails what the member read within the delay', async () => {
    const { a, b, id } = await shared();
    const sent = await say(a.memberToken, id, 'Gelezen voor de tijd om is');
    advanceTo(clock, secondsAfter(sent.at, DELAY / 2));
    await pass();
    expect((await call('POST', `/api/v1/dossiers/${id}/read-status`, b.memberToken)).statusCode).toBe(200);
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);
  });

  it('mails a message only once, and a later one in a mail of its own', async () => {
    const { a, b, id, title } = await shared();
    const first = await say(a.memberToken, id, 'Eerste bericht');
    advanceTo(clock, secondsAfter(first.at, DELAY + 1));
    expect(mailsTo((await pass()).mails, b.member.email)).toHaveLength(1);
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);

    const second = await say(a.memberToken, id, 'Tweede bericht');
    advanceTo(clock, secondsAfter(second.at, DELAY + 1));
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    expect(mail?.subject).toBe(`Nieuw bericht van Jan Jansen in ${title}`);
    expect(mail?.text).toContain('Tweede bericht');
    expect(mail?.text).not.toContain('Eerste bericht');
  });

  it('does not start the delay again for a message read and then answered: the new one waits its own delay', async () => {
    const { a, b, id } = await shared();
    const first = await say(a.memberToken, id, 'Eerste');
    await pass();
    await call('POST', `/api/v1/dossiers/${id}/read-status`, b.memberToken);
    advanceTo(clock, secondsAfter(first.at, DELAY - 10));
    const later = await say(a.memberToken, id, 'Later');
    advanceTo(clock, secondsAfter(first.at, DELAY + 1));
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);
    advanceTo(clock, secondsAfter(later.at, DELAY + 1));
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    expect(mail?.text).toContain('Later');
  });

  it('names the documents added to the dossier', async () => {
    const { a, b, id } = await shared();
    const upload = await uploadVia(t.app, a.memberToken, id, [
      { name: 'offerte-2026.pdf', bytes: pdfFile() },
    ]);
    expect(upload.statusCode).toBe(201);
    const line = await t.db
      .selectFrom('messages')
      .select('created_at')
      .where('dossier_id', '=', id)
      .where('message_type', '=', 'document_added')
      .executeTakeFirstOrThrow();
    advanceTo(clock, secondsAfter(line.created_at, DELAY + 1));
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    expect(mail?.text).toContain('offerte-2026.pdf');
  });

  it("carries a Reply-To unique to the member and dossier at MAIL_REPLY_DOMAIN, and RFC 8058's headers", async () => {
    const { a, b, id } = await shared();
    const sent = await say(a.memberToken, id, 'Met antwoordadres');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const { mails } = await pass();
    const [toB] = mailsTo(mails, b.member.email);
    expect(toB?.replyTo).toMatch(
      new RegExp(`^r\\+[a-z2-7]{16}\\.[a-z2-7]{16}@${REPLY_DOMAIN.replaceAll('.', '\\.')}$`),
    );
    expect(headerOf(toB!, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/app\.test\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(headerOf(toB!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(toB!, 'Auto-Submitted')).toBe('auto-generated');

    // The other member's address for the same dossier, and b's for another dossier, are different.
    const reply = await say(b.memberToken, id, 'Terug');
    advanceTo(clock, secondsAfter(reply.at, DELAY + 1));
    const [toA] = mailsTo((await pass()).mails, a.member.email);
    expect(toA?.replyTo).toMatch(/^r\+/);
    expect(toA?.replyTo).not.toBe(toB?.replyTo);
  });
});

describe('preferences', () => {
  it('mails an hourly digest on the whole hour, not right after the delay', async () => {
    const { a, b, id } = await shared();
    await setPreferences(t.app, b.memberToken, 'hourly');
    const sent = await say(a.memberToken, id, 'Voor het uuroverzicht');
    const ready = secondsAfter(sent.at, DELAY);
    // Amsterdam's whole hours are whole UTC hours.
    const hour = Math.ceil(ready.getTime() / 3_600_000) * 3_600_000;
    advanceTo(clock, hour - 1000);
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);
    advanceTo(clock, hour + 1000);
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    expect(mail?.subject).toMatch(/^Overzicht van het afgelopen uur: 1 nieuw bericht in /);
    expect(mail?.text).toContain('Voor het uuroverzicht');
    await setPreferences(t.app, b.memberToken, 'immediate');
  });

  it("mails the daily digest at 08:00 in the member's own time zone, several dossiers in one mail", async () => {
    const pair = await shared();
    const { a, b, id } = pair;
    const other = await anotherSharedDossier(t.app, pair, 'Kelder Zuid');
    await setPreferences(t.app, b.memberToken, 'daily', 'Asia/Tokyo');
    const first = await say(a.memberToken, id, 'Voor het dagoverzicht');
    await say(a.memberToken, other, 'Ook in de kelder');
    const ready = secondsAfter(first.at, DELAY + 60);
    // 08:00 in Tokyo (UTC+9, no summer time) is 23:00 UTC.
    const day = new Date(ready);
    day.setUTCHours(23, 0, 0, 0);
    if (day < ready) day.setUTCDate(day.getUTCDate() + 1);

    advanceTo(clock, day.getTime() - 60_000);
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);
    advanceTo(clock, day.getTime() + 1000);
    const digests = mailsTo((await pass()).mails, b.member.email);
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest?.subject).toBe('Dagelijks overzicht: 2 nieuwe berichten in 2 dossiers');
    expect(digest?.text).toContain('Voor het dagoverzicht');
    expect(digest?.text).toContain('Ook in de kelder');
    // Two dossiers: no one Reply-To, but an address per dossier.
    expect(digest?.replyTo).toBe('');
    expect(digest?.text.match(new RegExp(`Reageren per e-mail: r\\+\\S+@${REPLY_DOMAIN}`, 'g'))).toHaveLength(
      2,
    );
    await setPreferences(t.app, b.memberToken, 'immediate');
  });

  it('mails nothing of a muted dossier, and after unmuting nothing of what was written meanwhile', async () => {
    const { a, b, id } = await shared();
    const mute = await putAs(t.app, `/api/v1/dossiers/${id}/notifications`, b.memberToken, { muted: true });
    expect(mute.json()).toEqual({ muted: true });
    expect((await call('GET', `/api/v1/dossiers/${id}/notifications`, b.memberToken)).json()).toEqual({
      muted: true,
    });
    const quiet = await say(a.memberToken, id, 'Terwijl het stil staat');
    advanceTo(clock, secondsAfter(quiet.at, DELAY + 1));
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);

    await putAs(t.app, `/api/v1/dossiers/${id}/notifications`, b.memberToken, { muted: false });
    const loud = await say(a.memberToken, id, 'Weer hoorbaar');
    advanceTo(clock, secondsAfter(loud.at, DELAY + 1));
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    expect(mail?.text).toContain('Weer hoorbaar');
    expect(mail?.text).not.toContain('Terwijl het stil staat');
  });

  it('keeps the preferences per user, with Europe/Amsterdam and immediate as the start', async () => {
    const { a } = await shared();
    const start = await call('GET', '/api/v1/users/me/notifications', a.memberToken);
    expect(start.json()).toEqual({
      mode: 'immediate',
      time_zone: 'Europe/Amsterdam',
      reply_by_mail: true,
      delay_seconds: DELAY,
    });
    await setPreferences(t.app, a.memberToken, 'daily', 'America/New_York');
    expect((await call('GET', '/api/v1/users/me/notifications', a.memberToken)).json()).toMatchObject({
      mode: 'daily',
      time_zone: 'America/New_York',
    });
  });

  it('refuses an unknown mode or time zone with 422 at its location', async () => {
    const { a } = await shared();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me/notifications',
        headers: bearer(a.memberToken),
        payload,
      });
    const mode = await put({ mode: 'weekly', time_zone: 'Europe/Amsterdam' });
    expect(mode.statusCode).toBe(422);
    expect(mode.json().detail[0].loc).toEqual(['body', 'mode']);
    const zone = await put({ mode: 'daily', time_zone: 'Europe/Atlantis' });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().detail[0].loc).toEqual(['body', 'time_zone']);
  });

  it("answers 404 on another tenant's dossier", async () => {
    const { id } = await shared();
    const stranger = await shared();
    const response = await putAs(t.app, `/api/v1/dossiers/${id}/notifications`, stranger.a.memberToken, {
      muted: true,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('one-click unsubscribe', () => {
  const unsubscribeUrlOf = (listUnsubscribe: string) => new URL(listUnsubscribe.replace(/^<|>$/g, ''));

  it('turns mail off without signing in, by the POST a mail client makes (RFC 8058)', async () => {
    const { a, b, id } = await shared();
    const sent = await say(a.memberToken, id, 'Om af te melden');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    const url = unsubscribeUrlOf(headerOf(mail!, 'List-Unsubscribe'));

    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'off', email: b.member.email });
    expect((await call('GET', '/api/v1/users/me/notifications', b.memberToken)).json().mode).toBe('off');

    const after = await say(a.memberToken, id, 'Na het afmelden');
    advanceTo(clock, secondsAfter(after.at, DELAY + 1));
    expect(mailsTo((await pass()).mails, b.member.email)).toEqual([]);

    // Back on: from now on, not what was written while off.
    await setPreferences(t.app, b.memberToken, 'immediate');
    const back = await say(a.memberToken, id, 'Weer aan');
    advanceTo(clock, secondsAfter(back.at, DELAY + 1));
    const [again] = mailsTo((await pass()).mails, b.member.email);
    expect(again?.text).toContain('Weer aan');
    expect(again?.text).not.toContain('Na het afmelden');
  });

  it('sends a person who opens the link to the confirmation screen, whose link does the same', async () => {
    const { a, b, id } = await shared();
    const sent = await say(a.memberToken, id, 'Via het scherm');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    const url = unsubscribeUrlOf(headerOf(mail!, 'List-Unsubscribe'));
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`);
    const page = linkIn(mail!, '/unsubscribe');
    expect(page.search).toBe(url.search);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/unsubscribe${page.search}`,
    });
    expect(confirmed.json()).toEqual({ mode: 'off', email: b.member.email });
    await setPreferences(t.app, b.memberToken, 'immediate');
  });

  it('refuses a token changed by one character, and changes nothing', async () => {
    const { a, b, id } = await shared();
    const sent = await say(a.memberToken, id, 'Geknoeid');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const [mail] = mailsTo((await pass()).mails, b.member.email);
    const token = unsubscribeUrlOf(headerOf(mail!, 'List-Unsubscribe')).searchParams.get('token') ?? '';
    const forgedUser = token.replace(/^./, (char) => (char === 'a' ? 'b' : 'a'));
    const forgedMac = token.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    for (const forged of [forgedUser, forgedMac, 'nonsense', `${a.member.id}.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Deze afmeldlink is ongeldig.');
    }
    expect((await call('GET', '/api/v1/users/me/notifications', b.memberToken)).json().mode).toBe(
      'immediate',
    );
    expect((await call('GET', '/api/v1/users/me/notifications', a.memberToken)).json().mode).toBe(
      'immediate',
    );
  });
});

describe('exactly once, across instances and restarts', () => {
  it('mails once when two instances pass at the same time', async () => {
    const { a, b, id } = await shared();
    const second = await startSecondInstance(t, new InProcessPubSub());
    const other = new NotificationScheduler(second.deps);
    try {
      const sent = await say(a.memberToken, id, 'Twee servers');
      advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
      const before = t.mailbox.mails.length;
      const passes = await Promise.all([
        scheduler.runPass(),
        other.runPass(),
        scheduler.runPass(),
        other.runPass(),
      ]);
      expect(passes.reduce((sum, result) => sum + result.mailed, 0)).toBe(1);
      await delivered(before, 1);
      expect(mailsTo(t.mailbox.mails.slice(before), b.member.email)).toHaveLength(1);
    } finally {
      await other.stop();
      await second.close();
    }
  });

  it('goes on after a restart from what the database holds, and never mails the same batch again', async () => {
    const { a, b, id } = await shared();
    const sent = await say(a.memberToken, id, 'Voor de herstart');
    // The first instance saw the message and planned its mail, then stopped.
    await scheduler.runPass();
    const before = t.mailbox.mails.length;
    const restarted = await startSecondInstance(t, new InProcessPubSub());
    const next = new NotificationScheduler(restarted.deps);
    try {
      advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
      expect(mailsTo((await pass(next)).mails, b.member.email)).toHaveLength(1);
      // Every later pass, on any instance, finds nothing more to mail.
      expect((await new NotificationScheduler(restarted.deps).runPass()).mailed).toBe(0);
      expect((await scheduler.runPass()).mailed).toBe(0);
      expect(mailsTo(t.mailbox.mails.slice(before), b.member.email)).toHaveLength(1);
    } finally {
      await next.stop();
      await restarted.close();
    }
  });

  it('passes by itself every NOTIFY_INTERVAL_SECONDS on the clock once started', async () => {
    const { a, b, id } = await shared();
    const looping = new NotificationScheduler(t.app.deps);
    looping.start();
    try {
      await looping.settled();
      const sent = await say(a.memberToken, id, 'Vanzelf');
      const before = t.mailbox.mails.length;
      advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
      await looping.settled();
      const mail = await t.mailbox.waitFor(b.member.email, /Nieuw bericht/);
      expect(mail.text).toContain('Vanzelf');
      expect(mailsTo(t.mailbox.mails.slice(before), b.member.email)).toHaveLength(1);
    } finally {
      await looping.stop();
    }
  });
});
