import { mailSigner } from '../../../src/modules/notifications/secret.ts';
import { pdfFile, pngFile } from '../document-files.ts';
import { createDossierVia, relate, sendVia } from '../dossier-factories.ts';
import { bearer, createCompany, createTenant, createUser } from '../factories.ts';
import { dossierWithSignedInGuest } from '../guest-factories.ts';
import { linkIn } from '../mailbox.ts';
import { createRelation } from '../relation-factories.ts';
import type { TestApp } from '../test-app.ts';
import { uploadVia } from '../uploads.ts';
import { seedInvoices } from './invoices-seed.ts';

/** Who calls: the three signed-in roles of tenant A, nobody, and a bearer token nobody was given. */
export const actors = ['admin', 'member', 'guest', 'anonymous', 'stranger'] as const;
export type ActorName = (typeof actors)[number];

/** What an id in a path or body names; each kind has ids the actors may see and ids of a stranger tenant. */
export type IdKind = 'dossier' | 'user' | 'colleague' | 'company' | 'relation' | 'document' | 'invoice';

export interface IdPool {
  /** Ids of tenant A's world: its own, its guest's, and those of a related client company. */
  visible: string[];
  /** Ids the fuzzed requests created on the way (new dossiers, colleagues, companies, relations). */
  created: string[];
  /** Ids of tenant C, which shares nothing with A: every call naming one must be refused. */
  foreign: string[];
}

export interface World {
  tokens: Record<Exclude<ActorName, 'anonymous'>, string>;
  pools: Record<IdKind, IdPool>;
  /** Addresses of existing accounts (a taken address is a deep path of invites and registrations). */
  emails: string[];
  registrationNumbers: string[];
  /** Counterparties A may take: a client company in an active relation (with one of its users), an external one. */
  counterparties: { client: string; clientUser: string; external: string };
  /** Companies A has no relation with yet (a relation request to one can succeed). */
  unrelated: string[];
  /** Ids that belong together: the guest's dossier and the guest, each document and its dossier. */
  pairs: {
    guestDossier: string;
    guest: string;
    documents: { docId: string; dossierId: string }[];
    /** Dossiers without a counterparty, of the admin and of the member. */
    internal: string[];
  };
  /**
   * Tokens as the mails carry them: signed links of notification mails (unsubscribe, extension request) and two
   * single-use ones, a colleague's password reset and the guest's new sign-in link.
   */
  mailTokens: string[];
  /** Texts of tenant C that no answer to tenant A's actors may contain. */
  foreignSecrets: string[];
}

const FOREIGN_NAME = 'Zwijgzaam Vreemd Bedrijf';

/**
 * Tenant A (admin, member, three colleagues to remove, a guest from an external company) with three dossiers,
 * messages and documents; a client company B related to A; pending relations both ways; and tenant C with its own
 * dossier, message, document and relation, which A's actors must never reach.
 */
export async function seedWorld(t: TestApp): Promise<World> {
  const { app, db } = t;
  const withGuest = await dossierWithSignedInGuest(t, 'Transport week 48');
  const { a, external, guest, guestToken } = withGuest;
  const b = await createTenant(app, db);
  await relate(db, a.company.id, b.company.id);
  const internal = await createDossierVia(app, a.adminToken, { title: 'Intern overleg' });
  const ownInternal = await createDossierVia(app, a.memberToken, { title: 'Eigen dossier' });
  const shared = await createDossierVia(app, a.memberToken, {
    title: 'Levering staal',
    company_id: b.company.id,
    user_id: b.member.id,
  });
  await sendVia(app, a.memberToken, withGuest.id, 'Hallo');
  await sendVia(app, a.adminToken, internal, 'Intern');
  await sendVia(app, a.memberToken, shared, 'Hallo B');
  const memberDocument = await uploadVia(app, a.memberToken, withGuest.id, [
    { name: 'offerte.pdf', bytes: pdfFile() },
  ]);
  const guestDocument = await uploadVia(app, guestToken, withGuest.id, [
    { name: 'foto.png', bytes: pngFile() },
  ]);
  const colleagues = [
    await createUser(db, a.company),
    await createUser(db, a.company),
    await createUser(db, a.company, { role: 'admin' }),
  ];
  const asking = [await createCompany(db), await createCompany(db), await createCompany(db)];
  const pending = [];
  for (const company of asking) pending.push(await createRelation(db, company, a.company, 'pending'));
  const sent = await createRelation(db, a.company, await createCompany(db), 'pending');
  const unrelated = [
    await createCompany(db),
    await createCompany(db),
    await createCompany(db, { is_meru_client: false }),
  ];
  const withB = await db
    .selectFrom('relations')
    .select('id')
    .where('requester_company_id', '=', a.company.id)
    .where('target_company_id', '=', b.company.id)
    .executeTakeFirstOrThrow();

  const c = await createTenant(app, db);
  await db.updateTable('companies').set({ name: FOREIGN_NAME }).where('id', '=', c.company.id).execute();
  const cExternal = await createCompany(db, { is_meru_client: false, name: `${FOREIGN_NAME} Leverancier` });
  const cRelation = await createRelation(db, c.company, cExternal, 'active');
  const cDossier = await createDossierVia(app, c.memberToken, { title: `${FOREIGN_NAME} dossier` });
  await sendVia(app, c.memberToken, cDossier, 'Alleen voor C');
  const cDocument = await uploadVia(app, c.memberToken, cDossier, [{ name: 'geheim.pdf', bytes: pdfFile() }]);

  const invoices = await seedInvoices(app, db, {
    sellerToken: a.memberToken,
    companies: [a.company.id, b.company.id, external.id],
    dossiers: [shared, withGuest.id],
    foreign: { companyId: c.company.id, otherCompanyId: cExternal.id, dossierId: cDossier },
  });
  const signer = await mailSigner(db, app.deps.config);
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset',
    payload: { email: colleagues[0]?.email },
  });
  const reset = linkIn(await t.mailbox.waitFor(colleagues[0]?.email ?? '', /wachtwoord/i), '/reset-password');
  await app.inject({
    method: 'POST',
    url: `/api/v1/dossiers/${withGuest.id}/users/${guest.id}/resend-link`,
    headers: bearer(a.memberToken),
  });
  const [, resent] = await t.mailbox.waitForCount(guest.email, /./, 2);
  const signInAgain = linkIn(resent as Parameters<typeof linkIn>[0], '/validate');
  const documentId = (upload: { json(): { files: { document: { id: string } }[] } }) =>
    upload.json().files[0]?.document.id as string;
  return {
    tokens: {
      admin: a.adminToken,
      member: a.memberToken,
      guest: guestToken,
      stranger: 'not-a-session-token',
    },
    pools: {
      dossier: { created: [], visible: [withGuest.id, internal, ownInternal, shared], foreign: [cDossier] },
      user: {
        created: [],
        visible: [a.admin.id, a.member.id, guest.id, b.member.id, ...colleagues.map((user) => user.id)],
        foreign: [c.admin.id, c.member.id],
      },
      colleague: {
        created: [],
        visible: [...colleagues.map((user) => user.id), guest.id, b.member.id],
        foreign: [c.admin.id, c.member.id],
      },
      company: {
        created: [],
        visible: [
          a.company.id,
          b.company.id,
          external.id,
          ...[...asking, ...unrelated].map((company) => company.id),
        ],
        // C's external company is not among them: any company may relate to an external one at once (a fuzzed
        // POST /api/v1/relations may do so), after which naming it is allowed. C itself must accept first.
        foreign: [c.company.id],
      },
      relation: {
        created: [],
        visible: [...pending.map((relation) => relation.id), sent.id, withB.id],
        foreign: [cRelation.id],
      },
      document: {
        created: [],
        visible: [documentId(memberDocument), documentId(guestDocument)],
        foreign: [documentId(cDocument)],
      },
      invoice: invoices,
    },
    emails: [a.admin.email, a.member.email, guest.email, b.member.email, c.member.email],
    registrationNumbers: [a.company.registration_number, b.company.registration_number],
    counterparties: { client: b.company.id, clientUser: b.member.id, external: external.id },
    unrelated: unrelated.map((company) => company.id),
    pairs: {
      internal: [internal, ownInternal],
      guestDossier: withGuest.id,
      guest: guest.id,
      documents: [memberDocument, guestDocument].map((upload) => ({
        docId: documentId(upload),
        dossierId: withGuest.id,
      })),
    },
    mailTokens: [
      signer.signLink('unsubscribe', [a.member.id]),
      signer.signLink('unsubscribe', [guest.id]),
      signer.signLink('extension', [guest.id, withGuest.id]),
      ...[reset, signInAgain].map((link) => link.searchParams.get('token') ?? ''),
    ],
    foreignSecrets: [FOREIGN_NAME, c.company.registration_number, c.member.email, c.admin.email],
  };
}
