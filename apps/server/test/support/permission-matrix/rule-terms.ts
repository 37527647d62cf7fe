import type { Actor } from './actors.ts';
import {
  accessHasEnded,
  activeOfCompany,
  type CompanyKey,
  companies,
  type Membership,
  related,
  type Situation,
} from './model.ts';

/**
 * The words the rule table (rules.ts) is written in: what a caller does, what the case is about, and the
 * conditions a row names. Each condition reads one fact of the model (model.ts); none asks the server's policies.
 */

/** What a caller does; a route does one of these, or two in turn (a counterparty with its user). */
export type Action =
  | 'use own account'
  | 'list the company users'
  | 'invite a colleague'
  | 'remove a user'
  | 'change own password'
  | 'give own name'
  | 'register an external company'
  | 'search companies'
  | "see a company's users"
  | 'list relations'
  | 'request a relation'
  | 'accept a relation request'
  | 'reject a relation request'
  | 'switch a relation on or off'
  | 'create a dossier'
  | 'read the dossier'
  | 'keep own read marks and notification settings'
  | 'send a message'
  | 'request closure'
  | 'close'
  | 'withdraw the close request'
  | 'list the users to add'
  | 'add the counterparty'
  | 'add a member'
  | 'invite a guest'
  | 'leave'
  | 'remove a colleague'
  | 'remove the guest'
  | "renew the guest's access"
  | 'mail the guest a new link'
  | 'check the access'
  | 'request an extension'
  | 'request an extension by mail link'
  | 'add a document'
  | 'read the documents'
  | 'search in the dossier'
  | 'delete a document'
  | 'delete a document under another dossier'
  | 'follow the dossier live'
  | "read a company's billing profile"
  | "change a company's billing profile"
  | 'read the invoices'
  | 'read an invoice'
  | 'read a draft invoice'
  | 'download the e-invoice'
  | 'download the invoice PDF'
  | 'create an invoice'
  | 'import an invoice'
  | 'change a draft invoice'
  | 'delete a draft invoice'
  | 'send an invoice'
  | 'answer an invoice as its buyer';

/** 'P': a company of the case's own, related to A (a fresh request or relation). */
export type Party = CompanyKey | 'P';

/** What the call names besides the dossier. */
export interface Subject {
  /** The company named: whose users are listed, whose contact is invited, whose user is removed. */
  company?: CompanyKey;
  /** The user named: the caller themselves, or another one of `company`. */
  user?: 'self' | 'another';
  /** The relation named, from the company that asked to the one asked. */
  relation?: { from: Party; to: Party };
  /** The company that uploaded the document named. */
  uploader?: CompanyKey;
  /** The company that sells the invoice named. */
  seller?: CompanyKey;
}

/** One case as the rules see it: who calls, on which dossier (none for account routes), about what. */
export interface Case {
  who: Actor;
  where: Situation | null;
  subject: Subject;
}

const person = ({ who }: Case) => who.person;
const role = (c: Case) => person(c)?.role;
const company = (c: Case) => person(c)?.company;

const dossier = (c: Case): Situation => {
  if (!c.where) throw new Error(`a dossier condition asked of ${c.who.label} without a dossier`);
  return c.where;
};

const membership = (c: Case): Membership | undefined => {
  const key = person(c)?.key;
  return key ? dossier(c).members[key] : undefined;
};

const companiesOf = (c: Case) => dossier(c).facts.companies;
const subjectCompany = (c: Case) => c.subject.company ?? company(c);
const idOf = (key: CompanyKey | undefined) => {
  if (!key) throw new Error('a condition about a company the case does not name');
  return companies[key].id;
};
const isParty = (c: Case) => {
  const relation = c.subject.relation;
  return Boolean(relation && (relation.from === company(c) || relation.to === company(c)));
};

/** Every condition a row may name, with what it means. A row holds when all its conditions hold. */
export const conditions = {
  /** A link route called by someone who holds no link (they send a made-up token). */
  'holds no link': (c: Case) => !person(c),
  /** No session: no token, or the token of a user since removed from their company. */
  'signed out': (c: Case) => !person(c) || person(c)?.deleted === true,
  'removed from their company': (c: Case) => person(c)?.deleted === true,
  admin: (c: Case) => role(c) === 'admin',
  'not an admin': (c: Case) => role(c) !== 'admin',
  viewer: (c: Case) => role(c) === 'viewer',
  /** Not an active member of the dossier: another tenant, never invited, or removed from it. */
  'not a member': (c: Case) => membership(c)?.status !== 'active',
  /** A guest whose access to the dossier has ended (token_expires_at has passed). */
  'access ended': (c: Case) => {
    const access = membership(c);
    return access?.status === 'active' && accessHasEnded(access);
  },
  /** The caller is not a guest: no access end (a colleague's membership has none). */
  'not a guest': (c: Case) => role(c) !== 'viewer' || membership(c)?.token_expires_at === null,
  open: (c: Case) => dossier(c).facts.status === 'open',
  'close requested': (c: Case) => dossier(c).facts.status === 'close_request',
  /** Issue 24: the caller's company asked to close the dossier (it waits in close_request). */
  'of the requesting company': (c: Case) =>
    company(c) !== undefined && dossier(c).facts.closeRequestedBy === company(c),
  closed: (c: Case) => dossier(c).facts.status === 'closed',
  /** One company only (SPEC section 4 'Internal dossier'). */
  internal: (c: Case) => companiesOf(c).length < 2,
  'has a counterparty': (c: Case) => companiesOf(c).length >= 2,
  /** Two companies, the counterparty a client of the product. */
  'two clients': (c: Case) => companiesOf(c).length >= 2 && companiesOf(c).every((one) => one.is_meru_client),
  /** The counterparty is external (not a client of the product). */
  'external counterparty': (c: Case) => companiesOf(c).some((one) => !one.is_meru_client),
  /** The caller is the only active member of their company in the dossier. */
  'last of their company': (c: Case) => {
    const own = company(c);
    return own !== undefined && activeOfCompany(dossier(c), own) < 2;
  },
  /** More than one active member of the named user's company remains in the dossier. */
  "more than one of the subject's company": (c: Case) => {
    const named = subjectCompany(c);
    return named !== undefined && activeOfCompany(dossier(c), named) > 1;
  },
  'the subject is the caller': (c: Case) => c.subject.user === 'self',
  'the subject is someone else': (c: Case) => c.subject.user === 'another',
  'not a viewer': (c: Case) => role(c) !== 'viewer',
  'the subject is of another company': (c: Case) => subjectCompany(c) !== company(c),
  /** The named company is neither the caller's own nor in an active relation with it. */
  'the company is a stranger': (c: Case) => {
    const own = company(c);
    const named = c.subject.company;
    return !own || !named || (named !== own && !related(own, named));
  },
  /** The named company is not one of the dossier's companies yet. */
  'the company is not in the dossier': (c: Case) =>
    !companiesOf(c).some((one) => one.id === idOf(c.subject.company)),
  'not a party to the relation': (c: Case) => !isParty(c),
  /** The caller is no colleague of the invoice's seller: another company's user, or a guest (issue 21 item 2). */
  'not a colleague of the seller': (c: Case) => role(c) === 'viewer' || company(c) !== c.subject.seller,
  /** The caller's company sells the invoice named. */
  "of the seller's company": (c: Case) => company(c) === c.subject.seller,
  /** The document was uploaded by another company than the caller's. */
  'uploaded by another company': (c: Case) => c.subject.uploader !== company(c),
  /** The dossier has no active guest for the call to be about. */
  'no guest in the dossier': (c: Case) => dossier(c).members.guest?.status !== 'active',
  /** The guest named was invited by another company than the caller's. */
  'the guest was invited by another company': (c: Case) =>
    dossier(c).members.guest?.invited_by_company_id !== idOf(company(c)),
} satisfies Record<string, (c: Case) => boolean>;

export type Condition = keyof typeof conditions;
