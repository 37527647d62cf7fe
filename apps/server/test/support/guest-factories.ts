import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connection.ts';
import { createDossierVia, relate } from './dossier-factories.ts';
import { bearer, createCompany, createTenant, uniqueEmail } from './factories.ts';
import { linkIn, type Mailbox } from './mailbox.ts';

/** Signs in with a magic link from a mail; the answer of GET /auth/validate. */
export async function signInWithLink(app: FastifyInstance, link: URL) {
  return app.inject({ method: 'GET', url: `/api/v1/auth/validate?token=${link.searchParams.get('token')}` });
}

/** The newest mail to an address matching a subject, and its magic link. */
export async function magicLinkMailed(mailbox: Mailbox, email: string, subject: RegExp) {
  const mail = await mailbox.waitFor(email, subject);
  return { mail, link: linkIn(mail, '/validate') };
}

/**
 * A dossier of tenant a (created by a.member) with an external counterparty whose contact is a signed-in guest:
 * the guest's bearer token and user row, as the API tells them.
 */
export async function dossierWithSignedInGuest(
  context: { app: FastifyInstance; db: Db; mailbox: Mailbox },
  title = 'Transport week 48',
) {
  const { app, db, mailbox } = context;
  const a = await createTenant(app, db);
  const external = await createCompany(db, { is_meru_client: false, name: 'Vrachtvervoer Extern' });
  await relate(db, a.company.id, external.id);
  const email = uniqueEmail('gast');
  const id = await createDossierVia(app, a.memberToken, { title, company_id: external.id, email });
  const { link } = await magicLinkMailed(mailbox, email, /Uitnodiging voor dossier/);
  const signedIn = await signInWithLink(app, link);
  if (signedIn.statusCode !== 200) throw new Error(`guest sign-in failed: ${signedIn.body}`);
  const guestToken: string = signedIn.json().access_token;
  const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(guestToken) });
  const guest: { id: string; email: string; token_expires_at: string } = me.json();
  return { a, external, id, email, guest, guestToken };
}

/** The rows of the outbox to an address whose subject matches (what was queued, sent or not). */
export async function outboxTo(db: Db, email: string, subject: RegExp) {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();
  return rows.filter((row) => subject.test(row.subject));
}
