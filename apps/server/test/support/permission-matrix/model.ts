import type { DossierStatus, MembershipStatus, Role } from '@dossier/contract';

/**
 * The permission matrix's world, known before any test runs: symbolic ids (the world built in the database maps
 * each symbol to its real id). Expectations are worked out from this model and the rule table (rules.ts) alone,
 * never from an answer of the server nor from its policies.
 *
 * Company A owns every dossier under test. B is a client of the product in an active relation with A; X and Y are
 * external parties related to A, whose contacts are guests (viewers); U is a client with no relation to anyone.
 */
export type CompanyKey = 'A' | 'B' | 'U' | 'X' | 'Y';
export const companies: Record<CompanyKey, { id: string; is_meru_client: boolean }> = {
  A: { id: 'company:A', is_meru_client: true },
  B: { id: 'company:B', is_meru_client: true },
  U: { id: 'company:U', is_meru_client: true },
  X: { id: 'company:X', is_meru_client: false },
  Y: { id: 'company:Y', is_meru_client: false },
};

export type PersonKey =
  | 'aAdmin'
  | 'aMember'
  | 'aRemoved'
  | 'aDeleted'
  | 'aBystander'
  | 'bAdmin'
  | 'bMember'
  | 'uAdmin'
  | 'guest'
  | 'expiredGuest'
  | 'otherGuest';

export interface Person {
  id: string;
  key: PersonKey;
  role: Role;
  company_id: string;
  company: CompanyKey;
  /** Removed from their company (deleted_at): their sessions and links no longer work. */
  deleted: boolean;
}

const person = (key: PersonKey, company: CompanyKey, role: Role, deleted = false): Person => ({
  key,
  company,
  role,
  deleted,
  id: `user:${key}`,
  company_id: companies[company].id,
});

export const people: Record<PersonKey, Person> = {
  aAdmin: person('aAdmin', 'A', 'admin'),
  aMember: person('aMember', 'A', 'user'),
  aRemoved: person('aRemoved', 'A', 'user'),
  aDeleted: person('aDeleted', 'A', 'user', true),
  aBystander: person('aBystander', 'A', 'user'),
  bAdmin: person('bAdmin', 'B', 'admin'),
  bMember: person('bMember', 'B', 'user'),
  uAdmin: person('uAdmin', 'U', 'admin'),
  guest: person('guest', 'X', 'viewer'),
  expiredGuest: person('expiredGuest', 'X', 'viewer'),
  otherGuest: person('otherGuest', 'Y', 'viewer'),
};

/** The rule clock's now in the model; a guest's access ends a day before it or weeks after it. */
export const NOW = new Date('2030-06-01T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const LASTS = new Date(NOW.getTime() + 29 * DAY);
const ENDED = new Date(NOW.getTime() - DAY);

export type DossierKind = 'internal' | 'shared' | 'guest';

/** A person's membership of a dossier: a guest's access ends at token_expires_at, a colleague's never. */
export interface Membership {
  user_id: string;
  role: Role;
  status: MembershipStatus;
  token_expires_at: Date | null;
  invited_by_company_id: string | null;
}

/** The companies of a dossier and its status (SPEC section 3); while in close_request, the company that asked. */
export interface DossierFacts {
  status: DossierStatus;
  companies: ReadonlyArray<{ id: string; is_meru_client: boolean }>;
  /** Issue 24: only the other company closes; either withdraws. */
  closeRequestedBy?: CompanyKey;
}

/** The shared dossier's close request is B's (build-world.ts asks it through B's admin); A's people confirm it. */
export const SHARED_CLOSE_REQUESTER: 'A' | 'B' = 'B';

/** A guest's access has ended by the model's now (README: from then on the dossier answers 403). */
export const accessHasEnded = (access: Pick<Membership, 'token_expires_at'>) =>
  access.token_expires_at !== null && access.token_expires_at.getTime() <= NOW.getTime();

/** A dossier under test in one of its states (SPEC section 4), with who is a member of it and how. */
export interface Situation {
  key: string;
  label: string;
  kind: DossierKind;
  facts: DossierFacts;
  members: Partial<Record<PersonKey, Membership>>;
}

const colleague = (key: PersonKey, status: 'active' | 'removed' = 'active'): Membership => ({
  user_id: people[key].id,
  role: people[key].role,
  status,
  token_expires_at: null,
  invited_by_company_id: null,
});

const guestOfA = (key: PersonKey, endsAt: Date): Membership => ({
  ...colleague(key),
  token_expires_at: endsAt,
  invited_by_company_id: companies.A.id,
});

/** Every dossier of A: its admin created it, its user and a bystander colleague joined, one colleague was removed. */
const ownerSide = {
  aAdmin: colleague('aAdmin'),
  aMember: colleague('aMember'),
  aBystander: colleague('aBystander'),
  aRemoved: colleague('aRemoved', 'removed'),
  aDeleted: colleague('aDeleted'),
};

const kinds: Record<DossierKind, { companies: CompanyKey[]; members: Situation['members'] }> = {
  internal: { companies: ['A'], members: ownerSide },
  shared: { companies: ['A', 'B'], members: { ...ownerSide, bAdmin: colleague('bAdmin') } },
  guest: {
    companies: ['A', 'X'],
    members: { ...ownerSide, guest: guestOfA('guest', LASTS), expiredGuest: guestOfA('expiredGuest', ENDED) },
  },
};

const situation = (kind: DossierKind, status: DossierStatus): Situation => ({
  key: `${kind}-${status}`,
  label: `${kind} dossier, ${status}`,
  kind,
  facts: {
    status,
    companies: kinds[kind].companies.map((key) => companies[key]),
    ...(status === 'close_request' && { closeRequestedBy: SHARED_CLOSE_REQUESTER }),
  },
  members: kinds[kind].members,
});

/**
 * A dossier with an external counterparty closes directly (SPEC section 4), so only the shared dossier ever waits
 * in close_request; an internal dossier is here for the rules that only it has (an admin closes it, a counterparty
 * is added to it).
 */
export const situations: Situation[] = [
  situation('internal', 'open'),
  situation('shared', 'open'),
  situation('shared', 'close_request'),
  situation('shared', 'closed'),
  situation('guest', 'open'),
  situation('guest', 'closed'),
];

/**
 * The other guest's dossier, A's with the external party Y: not under test itself, but where documents of the
 * dossiers under test are asked for by the wrong dossier, and where the other guest's magic link leads.
 */
export const elsewhere: Situation = {
  key: 'otherGuest',
  label: "the other guest's dossier",
  kind: 'guest',
  facts: { status: 'open', companies: [companies.A, companies.Y] },
  members: {
    aAdmin: colleague('aAdmin'),
    aMember: colleague('aMember'),
    aBystander: colleague('aBystander'),
    otherGuest: guestOfA('otherGuest', LASTS),
  },
};

/** Who adds documents for the other side of a dossier: B's admin in the shared one, the guest in the guest one. */
export const counterpartyOf = (where: Situation): PersonKey | null =>
  where.kind === 'shared' ? 'bAdmin' : where.kind === 'guest' ? 'guest' : null;

/** Active members of a company in the dossier, the way the leave and remove rules count them. */
export function activeOfCompany(where: Situation, company: CompanyKey): number {
  return Object.entries(where.members).filter(([key, access]) => {
    const member = people[key as PersonKey];
    return access?.status === 'active' && member.company === company && !member.deleted;
  }).length;
}

/** The active relations of the world: A with its client B and with the external parties X and Y. */
const relations: Array<[CompanyKey, CompanyKey]> = [
  ['A', 'B'],
  ['A', 'X'],
  ['A', 'Y'],
];

export const related = (one: CompanyKey, other: CompanyKey) =>
  relations.some(([a, b]) => (a === one && b === other) || (a === other && b === one));
