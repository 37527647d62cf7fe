import { limits } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationScheduler } from '../src/modules/notifications/index.ts';
import { signInAgain, type Tenant } from './support/factories.ts';
import { dossierWithSignedInGuest, signInWithLink } from './support/guest-factories.ts';
import { linkIn } from './support/mailbox.ts';
import { advanceTo, mailsTo, secondsAfter, sendAt } from './support/notification-factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

const DELAY = 60;
const clock = new TestClock();
let t: TestApp;
let scheduler: NotificationScheduler;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { NOTIFY_DELAY_SECONDS: String(DELAY), MAIL_REPLY_DOMAIN: 'reply.dossiers.test' },
  });
  scheduler = new NotificationScheduler(t.app.deps);
});
afterAll(async () => {
  await scheduler.stop();
  await t.close();
});

const pass = async () => {
  const before = t.mailbox.mails.length;
  const { mailed } = await scheduler.runPass();
  await t.app.deps.mail.sendDue();
  await t.mailbox.waitForTotal(before + mailed);
  return t.mailbox.mails.slice(before);
};
const guestDossier = (title?: string) => dossierWithSignedInGuest(t, title);
/** A minute past the end of an access that started now; the member's session ended on the way, they sign in again. */
const passAccessEnd = async (a: Tenant) => {
  advanceTo(clock, clock.now().getTime() + limits.viewerAccessDays * 24 * 3_600_000 + 60_000);
  await signInAgain(t.app, a);
};
const extensionRequest = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/notifications/extension-request?token=${encodeURIComponent(token)}`,
  });

describe("a guest's notification", () => {
  it('carries the messages and a fresh single-use link that signs the guest into the dossier', async () => {
    const { a, id, email } = await guestDossier('Transport week 49');
    const sent = await sendAt(t, clock, a.memberToken, id, 'De vracht staat klaar');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const [mail] = mailsTo(await pass(), email);
    expect(mail?.subject).toBe('Nieuw bericht van Jan Jansen in Transport week 49');
    expect(mail?.text).toContain('De vracht staat klaar');
    // A guest has no account screen to go to; the mail has only the way out.
    expect(mail?.text).not.toContain('/app/account');

    const link = linkIn(mail!, '/validate');
    const signedIn = await signInWithLink(t.app, link);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().dossier_id).toBe(id);
    expect((await signInWithLink(t.app, link)).statusCode).toBe(400);
  });

  it('tells an expired guest only that there is news, with the way to ask for more time', async () => {
    const { a, id, email } = await guestDossier('Transport week 50');
    await passAccessEnd(a);
    const sent = await sendAt(t, clock, a.memberToken, id, 'Geheime prijsafspraak');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const [mail] = mailsTo(await pass(), email);
    expect(mail?.subject).toBe('Nieuwe berichten in Transport week 50: je toegang is verlopen');
    expect(mail?.text).not.toContain('Geheime prijsafspraak');
    expect(mail?.html).not.toContain('Geheime prijsafspraak');
    expect(mail?.text).not.toContain('/validate');
    expect(mail?.text).toContain('Vraag verlenging aan');

    const token = linkIn(mail!, '/extension-request').searchParams.get('token') ?? '';
    const response = await extensionRequest(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dossier_title: 'Transport week 50', repeated: false });
    expect((await extensionRequest(token)).json().repeated).toBe(true);
    await t.app.deps.mail.sendDue();
    const asked = await t.mailbox.waitFor(a.member.email, /Verlenging van toegang aangevraagd/);
    expect(asked.text).toContain(email);
  });

  it('tells an expired guest once, and after a renewal mails the messages again', async () => {
    const { a, id, email, guest } = await guestDossier('Transport week 52');
    await passAccessEnd(a);
    const first = await sendAt(t, clock, a.memberToken, id, 'Eerste na het einde');
    advanceTo(clock, secondsAfter(first.at, DELAY + 1));
    expect(mailsTo(await pass(), email).map((mail) => mail.subject)).toEqual([
      'Nieuwe berichten in Transport week 52: je toegang is verlopen',
    ]);
    const second = await sendAt(t, clock, a.memberToken, id, 'Tweede na het einde');
    advanceTo(clock, secondsAfter(second.at, DELAY + 1));
    expect(mailsTo(await pass(), email)).toEqual([]);

    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dossiers/${id}/users/${guest.id}/renew-token`,
      headers: { authorization: `Bearer ${a.memberToken}` },
    });
    expect(renewed.statusCode).toBe(200);
    const third = await sendAt(t, clock, a.memberToken, id, 'Welkom terug');
    advanceTo(clock, secondsAfter(third.at, DELAY + 1));
    const [mail] = mailsTo(await pass(), email, /^2 nieuwe berichten in Transport week 52$/);
    expect(mail?.text).toContain('Welkom terug');
    expect(mail?.text).toContain('Tweede na het einde');
    expect(linkIn(mail!, '/validate')).toBeTruthy();
  });

  it('refuses a changed extension link', async () => {
    const { a, id, email } = await guestDossier('Transport week 51');
    await passAccessEnd(a);
    const sent = await sendAt(t, clock, a.memberToken, id, 'Nog een bericht');
    advanceTo(clock, secondsAfter(sent.at, DELAY + 1));
    const [mail] = mailsTo(await pass(), email);
    const token = linkIn(mail!, '/extension-request').searchParams.get('token') ?? '';
    const [user, dossier, mac] = token.split('.');
    const response = await extensionRequest(`${user}.${id === dossier ? a.company.id : id}.${mac}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Deze link is ongeldig.');
  });
});
