import { type CompanyKey, type Person, type PersonKey, people } from './model.ts';

/** Dossiers whose title and contents carry markers: the ones under test by kind, and others nobody tests on. */
export type DossierRealm = 'internal' | 'shared' | 'guest' | 'otherGuest' | 'bOwn' | 'uOwn';

/**
 * What a response may show, in groups of planted markers: a company's name, its people's e-mail addresses, a
 * dossier's title, a dossier's contents (message texts, document names).
 */
export type Realm =
  | `company:${CompanyKey}`
  | `people:${CompanyKey}`
  | `title:${DossierRealm}`
  | `content:${DossierRealm}`;

export const dossierRealms: DossierRealm[] = ['internal', 'shared', 'guest', 'otherGuest', 'bOwn', 'uOwn'];

const dossiers = (...realms: DossierRealm[]): Realm[] =>
  realms.flatMap((realm) => [`title:${realm}`, `content:${realm}`] as Realm[]);
const tenants = (...keys: CompanyKey[]): Realm[] =>
  keys.flatMap((key) => [`company:${key}`, `people:${key}`] as Realm[]);

export interface Actor {
  key: string;
  label: string;
  /** Who calls, as the policies see them; null for a caller without a token. */
  person: Person | null;
  /** The realms whose markers may appear in an answer to them; every other marker is another tenant's data. */
  sees: Realm[];
}

const actor = (key: PersonKey, label: string, sees: Realm[]): Actor => ({
  key,
  label,
  person: people[key],
  sees,
});

/** A's own world: its relations and their people, every dossier of A. */
const ownerWorld = tenants('A', 'B', 'X', 'Y');

/**
 * The callers of every case. A colleague removed from the dossiers under test keeps their session but no longer
 * sees those dossiers; a user removed from the company has no working session at all.
 */
export const actors: Actor[] = [
  actor('aAdmin', 'A admin', [...ownerWorld, ...dossiers('internal', 'shared', 'guest', 'otherGuest')]),
  actor('aMember', 'A user', [...ownerWorld, ...dossiers('internal', 'shared', 'guest', 'otherGuest')]),
  actor('guest', 'X guest (viewer)', [...tenants('A', 'X'), ...dossiers('guest')]),
  actor('otherGuest', 'Y guest of another dossier', [...tenants('A', 'Y'), ...dossiers('otherGuest')]),
  actor('aRemoved', 'A colleague removed from the dossier', [...ownerWorld, ...dossiers('otherGuest')]),
  actor('aDeleted', 'A user removed from the company', []),
  actor('expiredGuest', 'X guest whose access expired', tenants('A', 'X')),
  actor('uAdmin', 'U admin (unrelated company)', [...tenants('U'), ...dossiers('uOwn')]),
  actor('bAdmin', 'B admin (counterparty)', [...tenants('A', 'B'), ...dossiers('shared', 'bOwn')]),
  { key: 'anonymous', label: 'anonymous', person: null, sees: [] },
];
