import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connection.ts';
import { createDossierVia, relate, sendVia } from './dossier-factories.ts';
import { bearer, createTenant } from './factories.ts';
import type { ReceivedMail } from './mailbox.ts';
import type { TestClock } from './test-clock.ts';

/** Two client companies sharing a dossier: a.member created it with b.member as the counterparty's user. */
export async function sharedDossier(context: { app: FastifyInstance; db: Db }, title = 'Fundering Noord') {
  const a = await createTenant(context.app, context.db);
  const b = await createTenant(context.app, context.db);
  await relate(context.db, a.company.id, b.company.id);
  const id = await createDossierVia(context.app, a.memberToken, {
    title,
    company_id: b.company.id,
    user_id: b.member.id,
  });
  return { a, b, id, title };
}

/** Another dossier of the same two companies (a digest gathers several). */
export async function anotherSharedDossier(
  app: FastifyInstance,
  pair: Awaited<ReturnType<typeof sharedDossier>>,
  title: string,
) {
  return createDossierVia(app, pair.a.memberToken, {
    title,
    company_id: pair.b.company.id,
    user_id: pair.b.member.id,
  });
}

/** Moves the test clock forward to a moment (never back). */
export function advanceTo(clock: TestClock, when: Date | number): void {
  const ms = new Date(when).getTime() - clock.now().getTime();
  if (ms > 0) clock.advance(ms);
}

export const secondsAfter = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);

export async function setPreferences(
  app: FastifyInstance,
  token: string,
  mode: string,
  timeZone = 'Europe/Amsterdam',
) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/users/me/notifications',
    headers: bearer(token),
    payload: { mode, time_zone: timeZone },
  });
  if (response.statusCode !== 200) throw new Error(`preferences: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A header of a received mail as its text ('' when absent). */
export const headerOf = (mail: ReceivedMail, name: string) => mail.headers.get(name.toLowerCase()) ?? '';

/** The mails to an address so far whose subject matches. */
export const mailsTo = (mails: ReceivedMail[], email: string, subject: RegExp = /./) =>
  mails.filter((mail) => mail.to === email.toLowerCase() && subject.test(mail.subject));

/** PUT as a signed-in user (the shared caller knows GET, POST, PATCH and DELETE). */
export const putAs = (app: FastifyInstance, url: string, token: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: bearer(token), payload });

/** Sends a chat message; answers its time, the test clock's moment (the delay of a notification counts from it). */
export async function sendAt(
  context: { app: FastifyInstance; db: Db },
  clock: TestClock,
  token: string,
  dossierId: string,
  message: string,
): Promise<{ id: string; at: Date }> {
  const sent = await sendVia(context.app, token, dossierId, message);
  const at = new Date(sent.created_at);
  if (at.getTime() !== clock.now().getTime()) throw new Error('a message is dated by the test clock');
  return { id: String(sent.id), at };
}
