import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken } from '../../../src/auth/one-time-tokens.ts';
import { sessionEndFrom, startSession } from '../../../src/auth/sessions.ts';
import type { Db } from '../../../src/db/connection.ts';
import type { Company } from '../../../src/db/schema.ts';
import type { MailSigner } from '../../../src/modules/notifications/signing.ts';
import { pdfFile } from '../document-files.ts';
import { bearer, createCompany, createUser, signIn } from '../factories.ts';
import type { ListeningApp } from '../listening-app.ts';
import type { TestClock } from '../test-clock.ts';
import { uploadVia } from '../uploads.ts';
import type { DossierRealm, Realm } from './actors.ts';
import {
  type CompanyKey,
  companies,
  type PersonKey,
  people,
  SHARED_CLOSE_REQUESTER,
  type Situation,
} from './model.ts';

/** Who asks to close the shared dossier for the requesting company, and who of the other company confirms. */
const SHARED_CLOSE_STEPS = {
  A: { asks: 'aMember', confirms: 'bAdmin' },
  B: { asks: 'bAdmin', confirms: 'aMember' },
} as const satisfies Partial<Record<CompanyKey, { asks: PersonKey; confirms: PersonKey }>>;

export interface Marker {
  realm: Realm;
  marker: string;
}

/** The model's world in the database: real ids behind the model's symbols, sessions, markers per realm. */
export class World {
  readonly markers: Marker[] = [];
  private readonly ids = new Map<string, string>();
  private readonly emails = new Map<PersonKey, string>();
  private readonly tokens = new Map<PersonKey, string>();
  private readonly dossiers = new Map<string, string>();
  private readonly documents = new Map<string, string>();
  private readonly counterpartyDocuments = new Map<string, string>();
  private readonly tag = randomBytes(3).toString('hex');
  private counter = 0;

  constructor(
    readonly live: ListeningApp,
    readonly signer: MailSigner,
  ) {}

  get app(): FastifyInstance {
    return this.live.t.app;
  }

  get db(): Db {
    return this.live.t.db;
  }

  /** The real id behind a model symbol ('company:A', 'user:guest'). */
  id(symbol: string): string {
    const id = this.ids.get(symbol);
    if (!id) throw new Error(`no ${symbol} in the world`);
    return id;
  }

  userId = (key: PersonKey) => this.id(people[key].id);
  companyId = (key: CompanyKey) => this.id(companies[key].id);
  email = (key: PersonKey) => this.emails.get(key) as string;

  token(key: PersonKey): string {
    const token = this.tokens.get(key);
    if (!token) throw new Error(`${key} has no session`);
    return token;
  }

  /** The dossier of a situation, or the other guest's dossier ('otherGuest'). */
  dossier(key: string): string {
    const id = this.dossiers.get(key);
    if (!id) throw new Error(`no dossier ${key} in the world`);
    return id;
  }

  /** The document A's user added to the dossier of a situation. */
  documentOf(situationKey: string): string {
    return this.documents.get(situationKey) as string;
  }

  /** The document the other side (B's admin, the guest) added to the dossier of a situation. */
  counterpartyDocumentOf(situationKey: string): string {
    return this.counterpartyDocuments.get(situationKey) as string;
  }

  /** A fresh session after a case ended the person's sessions (a password set from a reset link). */
  async resumeSession(key: PersonKey): Promise<void> {
    const endsAt = sessionEndFrom(this.app.deps.clock.now());
    this.tokens.set(key, await startSession(this.db, this.userId(key), endsAt));
  }

  /** A new planted text of a realm: all markers have one length, so none is part of another. */
  mark(realm: Realm): string {
    this.counter += 1;
    const marker = `mk${this.tag}${String(this.counter).padStart(3, '0')}`;
    this.markers.push({ realm, marker });
    return marker;
  }

  remember(symbol: string, id: string) {
    this.ids.set(symbol, id);
  }

  async company(key: CompanyKey): Promise<Company> {
    const company = await createCompany(this.db, {
      name: `Bedrijf ${this.mark(`company:${key}`)}`,
      is_meru_client: companies[key].is_meru_client,
    });
    this.remember(companies[key].id, company.id);
    return company;
  }

  /** A person with a password, signed in through the login route. */
  async colleague(key: PersonKey, company: Company) {
    const email = `${this.mark(`people:${people[key].company}`)}@example.test`;
    const user = await createUser(this.db, company, { role: people[key].role, email });
    this.remember(people[key].id, user.id);
    this.emails.set(key, email);
    this.tokens.set(key, await signIn(this.app, user));
  }

  /** An address for a guest the world will invite (their account is made by the invitation). */
  guestAddress(key: PersonKey): string {
    const email = `${this.mark(`people:${people[key].company}`)}@example.test`;
    this.emails.set(key, email);
    return email;
  }

  /** A guest signs in with a magic link to a dossier they were invited to, as their mail would let them. */
  async signInGuest(key: PersonKey, dossierId: string, clock: TestClock) {
    const user = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', this.email(key))
      .executeTakeFirstOrThrow();
    this.remember(people[key].id, user.id);
    const link = await issueOneTimeToken(this.db, {
      userId: user.id,
      purpose: 'magic_link',
      dossierId,
      expiresAt: new Date(clock.now().getTime() + 60 * 60_000),
    });
    const answer = await this.app.inject({ method: 'GET', url: `/api/v1/auth/validate?token=${link}` });
    if (answer.statusCode !== 200) throw new Error(`guest sign-in: ${answer.statusCode} ${answer.body}`);
    this.tokens.set(key, answer.json().access_token);
  }

  /** A call the world needs to succeed. */
  async call(key: PersonKey, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    const answer = await this.app.inject({ method, url, payload, headers: bearer(this.token(key)) });
    if (answer.statusCode >= 300)
      throw new Error(`world: ${method} ${url} answered ${answer.statusCode} ${answer.body}`);
    return answer.body ? answer.json() : undefined;
  }

  /** A dossier of A created by its admin, with its user and a bystander colleague. */
  async ownDossier(title: string, counterparty: object = {}): Promise<string> {
    const { id } = await this.call('aAdmin', 'POST', '/api/v1/dossiers', { title, ...counterparty });
    for (const key of ['aMember', 'aBystander'] as const) await this.addMember(id, key);
    return id;
  }

  addMember(dossierId: string, key: PersonKey) {
    return this.call('aAdmin', 'POST', `/api/v1/dossiers/${dossierId}/users`, { user_id: this.userId(key) });
  }

  /** Moves a dossier to a state the way its members do (SPEC section 4; issue 24: the model's company asks). */
  async bringTo(dossierId: string, where: Situation) {
    const { status } = where.facts;
    if (status === 'open') return;
    const shared = SHARED_CLOSE_STEPS[SHARED_CLOSE_REQUESTER];
    if (where.kind === 'shared')
      await this.call(shared.asks, 'POST', `/api/v1/dossiers/${dossierId}/request-close`);
    // An internal dossier is closed by an admin, a shared one by the company that did not ask, the others by any member.
    const closer =
      where.kind === 'internal' ? 'aAdmin' : where.kind === 'shared' ? shared.confirms : 'aMember';
    if (status === 'closed') await this.call(closer, 'POST', `/api/v1/dossiers/${dossierId}/close`);
  }

  async upload(key: PersonKey, dossierId: string, filename: string): Promise<string> {
    const answer = await uploadVia(this.app, this.token(key), dossierId, [
      { name: filename, bytes: pdfFile(), type: 'application/pdf' },
    ]);
    if (answer.statusCode !== 201) throw new Error(`world upload: ${answer.statusCode} ${answer.body}`);
    return answer.json().files[0].document.id;
  }

  /** A title, a message and a document carrying markers of the dossier's realm. */
  async plant(dossierId: string, realm: DossierRealm, writer: PersonKey) {
    await this.call(writer, 'POST', `/api/v1/dossiers/${dossierId}/messages`, {
      message_type: 'user',
      message: `Bericht ${this.mark(`content:${realm}`)}`,
    });
    return this.upload(writer, dossierId, `${this.mark(`content:${realm}`)}.pdf`);
  }

  setDossier(situationKey: string, dossierId: string, documentId: string) {
    this.dossiers.set(situationKey, dossierId);
    this.documents.set(situationKey, documentId);
  }

  setCounterpartyDocument(situationKey: string, documentId: string) {
    this.counterpartyDocuments.set(situationKey, documentId);
  }

  hasSession = (key: PersonKey) => this.tokens.has(key);
}
