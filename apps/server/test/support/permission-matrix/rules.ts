import { type Action, type Case, type Condition, conditions } from './rule-terms.ts';

/**
 * The permission matrix's expectations, written from SPEC.md sections 4 and 6 and the server's documented
 * behaviour (DESIGN.md section 7, README "Layout" and guest access), never from src/policies: one row per rule.
 * A case is decided by the first row, in table order, that names its action and whose conditions all hold; a case
 * no row decides is an error of the table. Statuses: 401 no session, 403 refused to one who may see the resource,
 * 404 hidden (another tenant, not a member), 409 the dossier's state does not allow it (README).
 */

/** 'allowed' is any 2xx; 'public' any answer below 400 (a page that may redirect); a number is the one status. */
export type Expected = 'allowed' | 'public' | 303 | 400 | 401 | 403 | 404 | 409;

export interface Rule {
  id: string;
  /** The rule in one sentence, with where it is written. */
  says: string;
  actions: readonly Action[];
  /** All must hold; none: the row holds for every case of its actions that reaches it. */
  when: readonly Condition[];
  expect: Expected;
}

const MANAGE_THE_GUEST: Action[] = [
  'remove the guest',
  "renew the guest's access",
  'mail the guest a new link',
];
const EXTENSION: Action[] = ['request an extension', 'request an extension by mail link'];
/** Issue 21: a dossier's invoices, read by both parties; drafts are the seller's colleagues' alone. */
const INVOICE_READS: Action[] = [
  'read the invoices',
  'read an invoice',
  'read a draft invoice',
  'download the e-invoice',
  'download the invoice PDF',
];
const INVOICE_CHANGES: Action[] = [
  'create an invoice',
  'import an invoice',
  'change a draft invoice',
  'delete a draft invoice',
  'send an invoice',
  'answer an invoice as its buyer',
];
const SELLERS_DRAFT: Action[] = [
  'read a draft invoice',
  'change a draft invoice',
  'delete a draft invoice',
  'send an invoice',
];

/** Changes of one dossier: a closed dossier refuses each of them. */
const DOSSIER_CHANGES: Action[] = [
  'send a message',
  'request closure',
  'close',
  'withdraw the close request',
  'add the counterparty',
  'add a member',
  'invite a guest',
  'leave',
  'remove a colleague',
  ...MANAGE_THE_GUEST,
  'add a document',
  'delete a document',
  ...EXTENSION,
  ...INVOICE_CHANGES,
];

/** What members do in a dossier without changing it (their own read marks and settings are not the dossier's). */
const MEMBER_USE: Action[] = [
  'read the dossier',
  'keep own read marks and notification settings',
  'list the users to add',
  'read the documents',
  // Issue 22 item 2: only dossiers where the caller is an active member (a guest while its access is valid).
  'search in the dossier',
  'check the access',
  'follow the dossier live',
];

const IN_A_DOSSIER: Action[] = [
  ...MEMBER_USE,
  ...INVOICE_READS,
  ...DOSSIER_CHANGES,
  'delete a document under another dossier',
];
const BILLING: Action[] = ["read a company's billing profile", "change a company's billing profile"];
const SIGNED_IN: Action[] = [
  'use own account',
  'list the company users',
  'invite a colleague',
  'remove a user',
  'change own password',
  'give own name',
  'register an external company',
  'search companies',
  "see a company's users",
  'list relations',
  'request a relation',
  'accept a relation request',
  'reject a relation request',
  'switch a relation on or off',
  'create a dossier',
  ...BILLING,
  ...IN_A_DOSSIER.filter((action) => action !== 'request an extension by mail link'),
];
const ANSWER_A_RELATION: Action[] = [
  'accept a relation request',
  'reject a relation request',
  'switch a relation on or off',
];
const without = (actions: Action[], ...left: Action[]) => actions.filter((action) => !left.includes(action));

const row = (
  id: string,
  says: string,
  actions: readonly Action[],
  when: readonly Condition[],
  expect: Expected,
): Rule => ({ id, says, actions, when, expect });

// biome-ignore format: one row per rule, its id and sentence above its actions, conditions and status
export const rules: readonly Rule[] = [
  // Who is asking at all.
  row('link.none', 'README (notifications): the extension link is a signed token; without one there is nothing to check (400).',
      EXTENSION.slice(1), ['holds no link'], 400),
  row('link.removed-user', 'DESIGN §7: removed users stop working at once; their link finds nobody (404).',
      EXTENSION.slice(1), ['removed from their company'], 404),
  row('session.none', 'SPEC §4 Session, DESIGN §7: no working session (none, or of a removed user) is 401.',
      SIGNED_IN, ['signed out'], 401),

  // Tenancy and guest access (DESIGN §7, README guest access).
  row('tenancy.not-a-member', 'DESIGN §7: only members see a dossier; other tenants, the removed and the never invited get 404, not 403.',
      IN_A_DOSSIER, ['not a member'], 404),
  row('guest.ended-live', 'README: the hub stops an ended guest\'s events at once; the refusal frame gives no reason (404).',
      ['follow the dossier live'], ['access ended'], 404),
  row('guest.ended', 'SPEC §4 Viewer access, README: after token_expires_at every route of the dossier is 403, except the token check and the extension request.',
      without(IN_A_DOSSIER, 'check the access', ...EXTENSION), ['access ended'], 403),
  row('guest.none-here', 'DESIGN §7: a call about a guest the dossier does not have finds nobody (404).',
      MANAGE_THE_GUEST, ['no guest in the dossier'], 404),
  row('invoice.draft-hidden', "Issue 21 item 2: drafts are the seller's alone (404 to anyone else), so only the seller's colleagues change, delete or send them.",
      SELLERS_DRAFT, ['not a colleague of the seller'], 404),
  row('dossier.closed', 'SPEC §4: closed is the end state; README: a closed dossier refuses every change with 409, whoever asks.',
      DOSSIER_CHANGES, ['closed'], 409),

  // SPEC §6 viewer: an external, link-based guest, not a client.
  row('viewer.no-dossiers', 'SPEC §6 viewer: cannot create dossiers.',
      ['create a dossier'], ['viewer'], 403),
  row('viewer.no-password', 'SPEC §6 viewer: cannot change password.',
      ['change own password'], ['viewer'], 403),
  row('viewer.no-adding', 'SPEC §6 viewer: cannot add users to a dossier (not a client of the product).',
      ['add a member', 'add the counterparty', 'invite a guest', 'list the users to add'], ['viewer'], 403),
  row('viewer.no-leaving', 'SPEC §6 viewer: cannot leave.',
      ['leave'], ['viewer'], 403),
  row('viewer.no-closing', 'SPEC §6 viewer: cannot close or request closure.',
      ['close', 'request closure'], ['viewer'], 403),
  row('viewer.no-withdrawing', 'Issue 24 item 1: withdrawing a close request is a step of closing, which a viewer never takes (SPEC §6).',
      ['withdraw the close request'], ['viewer'], 403),
  row('viewer.no-removing-renewing', 'SPEC §6 viewer: cannot remove or renew users.',
      ['remove a colleague', ...MANAGE_THE_GUEST], ['viewer'], 403),
  row('viewer.no-directory', 'SPEC §6 viewer: not a client; DESIGN §7: no other companies, their users or relations.',
      ['search companies', "see a company's users", 'list relations'], ['viewer'], 403),

  // SPEC §6 admin, and DESIGN §7 tenancy of users and relations.
  row('admin.users-screen', 'SPEC §6 admin: sees the users screen, may list all users and invite (user or admin).',
      ['list the company users', 'invite a colleague'], ['not an admin'], 403),
  row('users.other-tenant', "DESIGN §7: a user sees only their own company's users; another's id is 404.",
      ['remove a user'], ['the subject is of another company'], 404),
  row('admin.removes-users', 'SPEC §6 admin: removes users (SPEC §3 deleted_at).',
      ['remove a user'], ['not an admin'], 403),
  row('users.not-oneself', 'SPEC §6 admin: removes other users, not themselves.',
      ['remove a user'], ['the subject is the caller'], 403),
  row('name.other-tenant', "Issue 25 item 3; DESIGN §7: a guest names themself; another company's user is not seen (404).",
      ['give own name'], ['the subject is of another company'], 404),
  row('name.only-oneself', 'Issue 25 item 3: a guest gives their own name, nobody names someone else (403).',
      ['give own name'], ['the subject is someone else'], 403),
  row('name.guests-only', "Issue 25 item 3: the first visit's name form is a guest's (viewer); a colleague's name is set on invite.",
      ['give own name'], ['not a viewer'], 403),
  row('admin.relations-screen', 'SPEC §6 admin: sees the relations buttons and screens (invite a relation, register an external party).',
      ['register an external company', 'request a relation'], ['not an admin'], 403),
  row('relations.other-tenant', "DESIGN §7: a user sees only their own company's relations; another's is 404.",
      ANSWER_A_RELATION, ['not a party to the relation'], 404),
  row('admin.answers-relations', 'SPEC §6 admin: the relations screen (accept, reject, cancel, switch) is theirs.',
      ANSWER_A_RELATION, ['not an admin'], 403),
  row('company-users.stranger', 'DESIGN §7: users of the own company and of related companies (SPEC §5: a user of the related client); others 404.',
      ["see a company's users"], ['the company is a stranger'], 404),

  // Issue 21, item 1: the billing profile is its own company's; others get 404 (DESIGN §7).
  row('billing.other-tenant', "Issue 21 item 1: members of that company read its billing profile, its admins change it; others get 404 (DESIGN §7).",
      BILLING, ['the subject is of another company'], 404),
  row('billing.viewer', 'Issue 21 item 1: a guest (viewer) is no member of the company in this sense; DESIGN §7: hidden (404), never 403.',
      BILLING, ['viewer'], 404),
  row('billing.admins-change', 'Issue 21 item 1: its admins change the billing profile; a user of the company may read it, not change it.',
      ["change a company's billing profile"], ['not an admin'], 403),
  row('billing.own-company', 'Issue 21 item 1: members of the company read its billing profile, its admins change it.',
      BILLING, [], 'allowed'),

  // Issue 21: invoices in the dossier (both parties read sent ones; the seller drafts and sends; the buyer answers).
  row('invoice.viewer-drafts-none', 'Issue 21 item 2: a draft is made by a non-viewer member of a company in the dossier.',
      ['create an invoice', 'import an invoice'], ['viewer'], 403),
  row('invoice.buyer-answers', "Issue 21 item 5: the status is answered by the buyer's side only (the seller: 403).",
      ['answer an invoice as its buyer'], ["of the seller's company"], 403),
  row('invoice.parties', "Issue 21 item 2, 4 and 5: members of both companies read the dossier's sent invoices and download them (a guest of the buyer too, while their access is valid); the seller drafts and sends, the buyer answers.",
      [...INVOICE_READS, ...INVOICE_CHANGES], [], 'allowed'),

  // SPEC §4 dossier status: open -> close_request -> closed.
  row('close.internal-admin', 'SPEC §4, §6: an internal open dossier is closed directly by an admin.',
      ['close'], ['internal', 'open', 'admin'], 'allowed'),
  row('close.internal-not-admin', 'SPEC §4, §6: only an admin closes an internal dossier.',
      ['close'], ['internal', 'open', 'not an admin'], 403),
  row('close.requester-waits', "Issue 24 item 1: closing takes two: after one company's request, that company does not confirm it itself (403).",
      ['close'], ['close requested', 'of the requesting company'], 403),
  row('close.after-request', 'SPEC §4: close_request: a member company of the dossier can close it (issue 24 item 1: the other one).',
      ['close'], ['close requested'], 'allowed'),
  row('close.external-direct', 'SPEC §4: two companies, open, counterparty external: closing is direct.',
      ['close'], ['open', 'external counterparty'], 'allowed'),
  row('close.two-clients-request-first', 'SPEC §4: two clients go open -> close_request -> closed; an open one is not closed directly (409).',
      ['close'], ['open', 'two clients'], 409),
  row('request-closure.two-clients', 'SPEC §4: two companies, open, counterparty a client: either company requests closure.',
      ['request closure'], ['open', 'two clients'], 'allowed'),
  row('request-closure.already-requested', 'SPEC §4: a dossier in close_request waits to be closed; it is not requested again (409).',
      ['request closure'], ['close requested'], 409),
  row('request-closure.internal', 'SPEC §4: an internal dossier is closed directly, there is no request (409).',
      ['request closure'], ['internal'], 409),
  row('withdraw.either-company', "Issue 24 item 1: either company withdraws a close request (the requester, or the other saying 'Nog niet'): open again.",
      ['withdraw the close request'], ['close requested'], 'allowed'),
  row('withdraw.nothing-requested', 'Issue 24 item 1: an open dossier has no close request to withdraw (409, its state).',
      ['withdraw the close request'], ['open'], 409),
  row('request-closure.external', 'SPEC §4: with an external counterparty closing is direct, there is no request (409).',
      ['request closure'], ['external counterparty'], 409),

  // SPEC §4 leaving and removal.
  row('leave.last-of-company', 'SPEC §4: leaving needs at least 2 non-removed users of the company in the dossier, the leaver counted (409).',
      ['leave'], ['last of their company'], 409),
  row('leave.allowed', 'SPEC §4, §6: a member whose company keeps a user leaves an open dossier.',
      ['leave'], [], 'allowed'),
  row('remove.admin-only', 'SPEC §4, §6: removing another member from a dossier is an admin\'s.',
      ['remove a colleague'], ['not an admin'], 403),
  row('remove.own-company-only', 'SPEC §4, §6: an admin removes users of the same company only.',
      ['remove a colleague'], ['the subject is of another company'], 403),
  row('remove.allowed', 'SPEC §4: an admin removes another user of the same company while more than one of it remains.',
      ['remove a colleague'], ['admin', "more than one of the subject's company"], 'allowed'),

  // Counterparty and guests.
  row('counterparty.only-one', 'SPEC §5 New dossier: one counterparty; a dossier that has one takes no other (409).',
      ['add the counterparty'], ['has a counterparty'], 409),
  row('invite.second-counterparty', "SPEC §5: one counterparty; a contact of a company not in a dossier that has one would add a second (409).",
      ['invite a guest'], ['has a counterparty', 'the company is not in the dossier'], 409),
  row('guest.managed-by-inviters', 'SPEC §6: a user renews access links (a viewer never); removing a guest is not in SPEC: server rule (guest-access-management.test.ts), the inviting company does it.',
      MANAGE_THE_GUEST, [], 'allowed'),
  row('extension.guests-only', 'SPEC §4: the extension is asked for a viewer\'s access; a colleague has none to extend.',
      EXTENSION, ['not a guest'], 403),
  row('extension.allowed', 'SPEC §4: a guest requests an extension (README: also once their access has ended).',
      EXTENSION, [], 'allowed'),

  // Documents.
  row('documents.uploader-deletes', "SPEC §3 Document.uploader_company_id; server rule (documents.test.ts): only the uploader's company deletes it.",
      ['delete a document'], ['uploaded by another company'], 403),
  row('documents.own-dossier-only', 'DESIGN §7: a document is found only under its own dossier; under another it is 404.',
      ['delete a document under another dossier'], [], 404),

  // What no row above refuses.
  row('member.allowed', 'DESIGN §7, SPEC §6 user: an active member uses their dossier: reads, chats, adds members and documents.',
      [...MEMBER_USE, 'send a message', 'add a member', 'add the counterparty', 'invite a guest', 'add a document', 'delete a document'], [], 'allowed'),
  row('account.allowed', 'SPEC §6: every signed-in user has their account; what no row above refuses is allowed.',
      SIGNED_IN.filter((action) => !IN_A_DOSSIER.includes(action)), [], 'allowed'),
];

/**
 * Rows where the server answers otherwise than the table: reported to the lead (issue 20), not changed silently.
 * The matrix expects the server's answer for these cases and names both; when the server changes, the cases fail
 * and the entry goes.
 */
export const reportedDisagreements: Readonly<Record<string, { server: Expected; reported: string }>> = {
  'close.two-clients-request-first': { server: 403, reported: 'issue 20: transition refusals answer 403' },
  'request-closure.already-requested': { server: 403, reported: 'issue 20: transition refusals answer 403' },
  'request-closure.internal': { server: 403, reported: 'issue 20: transition refusals answer 403' },
  'request-closure.external': { server: 403, reported: 'issue 20: transition refusals answer 403' },
  'leave.last-of-company': { server: 403, reported: 'issue 20: the leave count refusal answers 403' },
  'counterparty.only-one': { server: 403, reported: 'issue 20: a second counterparty answers 403' },
  'invite.second-counterparty': { server: 403, reported: 'issue 20: a second counterparty answers 403' },
};

export interface Verdict {
  /** What the matrix expects of the server. */
  expected: Expected;
  rule: Rule;
  /** Set when the table says otherwise than the server (a reported disagreement). */
  specSays?: Expected;
}

/** The first row deciding one action of a case. */
export function ruleFor(action: Action, c: Case): Rule {
  const decided = rules.find(
    (rule) => rule.actions.includes(action) && rule.when.every((condition) => conditions[condition](c)),
  );
  if (!decided)
    throw new Error(`no rule decides '${action}' for ${c.who.label} on ${c.where?.label ?? 'no dossier'}`);
  return decided;
}

/** A case doing one action, or several in turn (the first refusal answers). */
export function verdict(actions: Action | readonly Action[], c: Case): Verdict {
  const decided = (typeof actions === 'string' ? [actions] : actions).map((action) => ruleFor(action, c));
  const rule = decided.find((one) => one.expect !== 'allowed') ?? (decided[0] as Rule);
  const disagreement = reportedDisagreements[rule.id];
  return disagreement
    ? { expected: disagreement.server, rule, specSays: rule.expect }
    : { expected: rule.expect, rule };
}
