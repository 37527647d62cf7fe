import { describe, expect, it } from 'vitest';
import { outcome } from './decision-outcome.ts';
import {
  type DossierFacts,
  mayAddCounterparty,
  mayAddMember,
  mayCancelCloseRequest,
  mayCloseDossier,
  mayCreateDossier,
  mayLeaveDossier,
  mayListAvailableUsers,
  mayRemoveDossierMember,
  mayRequestClosure,
  maySendMessage,
} from './dossiers.ts';
import type { PolicyActor } from './policy.ts';

const admin: PolicyActor = { id: 'a', role: 'admin', company_id: 'c1' };
const user: PolicyActor = { id: 'u', role: 'user', company_id: 'c1' };
const viewer: PolicyActor = { id: 'v', role: 'viewer', company_id: 'c2' };

const own = { id: 'c1', is_meru_client: true };
const client = { id: 'c2', is_meru_client: true };
const external = { id: 'c3', is_meru_client: false };
const dossier = (status: DossierFacts['status'], ...others: DossierFacts['companies']): DossierFacts => ({
  status,
  companies: [own, ...others],
});
/** A two clients' dossier waiting in close_request, asked by the company given (issue 24). */
const requestedBy = (companyId: string | null): DossierFacts => ({
  ...dossier('close_request', client),
  close_requested_by_company_id: companyId,
});
const otherUser: PolicyActor = { id: 'o', role: 'user', company_id: 'c2' };
const otherAdmin: PolicyActor = { id: 'p', role: 'admin', company_id: 'c2' };
const NEEDS_OTHER =
  'Het andere bedrijf moet het sluiten bevestigen: jouw bedrijf heeft het sluitverzoek gedaan';

describe('dossier status rules (SPEC section 4)', () => {
  it.each([
    ['two clients, open: a user requests closure', user, dossier('open', client), 'allowed'],
    ['internal: no request, an admin closes directly', admin, dossier('open'), 403],
    ['external counterparty: no request, closing is direct', user, dossier('open', external), 403],
    ['already requested', user, dossier('close_request', client), 403],
    ['a viewer never requests', viewer, dossier('open', client), 403],
    ['closed: a conflict with its state, whoever asks', viewer, dossier('closed', client), 409],
  ])('request closure: %s', (_case, actor, facts, expected) => {
    expect(outcome(mayRequestClosure(actor, facts))).toBe(expected);
  });

  it.each([
    ['internal, open, admin', admin, dossier('open'), 'allowed'],
    ['internal, open, regular user', user, dossier('open'), 403],
    ['two clients, open', user, dossier('open', client), 403],
    ['two clients, close requested', user, dossier('close_request', client), 'allowed'],
    ['external counterparty, open', user, dossier('open', external), 'allowed'],
    ['closed', admin, dossier('closed'), 409],
    ['viewer after a request', viewer, dossier('close_request', client), 403],
    ['the other company confirms a request', otherUser, requestedBy('c1'), 'allowed'],
    ["the other company's admin confirms a request", otherAdmin, requestedBy('c1'), 'allowed'],
    ['the requesting company does not confirm its own request', user, requestedBy('c1'), 403],
    ["nor does the requesting company's admin", admin, requestedBy('c1'), 403],
    ['a request of unknown origin (before issue 24): either company', user, requestedBy(null), 'allowed'],
  ])('close: %s', (_case, actor, facts, expected) => {
    expect(outcome(mayCloseDossier(actor, facts))).toBe(expected);
  });

  it('tells the requesting company why it may not close, and others the plain refusal', () => {
    expect(mayCloseDossier(user, requestedBy('c1'))).toEqual({
      allowed: false,
      status: 403,
      detail: NEEDS_OTHER,
    });
    expect(mayCloseDossier(user, dossier('open', client))).toMatchObject({
      status: 403,
      detail: /niet toegestaan/,
    });
    expect(mayCloseDossier(viewer, requestedBy('c2'))).toMatchObject({
      status: 403,
      detail: /niet toegestaan/,
    });
  });

  it.each([
    ['the requesting company withdraws', user, requestedBy('c1'), 'allowed'],
    ["the requesting company's admin withdraws", admin, requestedBy('c1'), 'allowed'],
    ["the other company says 'Nog niet'", otherUser, requestedBy('c1'), 'allowed'],
    ['a viewer never withdraws', viewer, requestedBy('c1'), 403],
    ['a viewer of an open dossier: 403 before its state', viewer, dossier('open', external), 403],
    ['nothing to withdraw in an open dossier', user, dossier('open', client), 409],
    ['an internal dossier waits for nobody', admin, dossier('open'), 409],
    ['closed: a conflict with its state, whoever asks', viewer, dossier('closed', client), 409],
  ])('withdraw a close request: %s', (_case, actor, facts, expected) => {
    expect(outcome(mayCancelCloseRequest(actor, facts))).toBe(expected);
  });
});

describe('dossier membership rules', () => {
  it('adds a counterparty only to an open dossier without one, never as a viewer', () => {
    expect(outcome(mayAddCounterparty(user, dossier('open')))).toBe('allowed');
    expect(outcome(mayAddCounterparty(user, dossier('open', client)))).toBe(403);
    expect(outcome(mayAddCounterparty(user, dossier('closed')))).toBe(409);
    expect(mayAddCounterparty(viewer, dossier('open'))).toMatchObject({ status: 403, detail: /geen klant/ });
  });

  it('adds members to an open dossier, not as a viewer', () => {
    expect(outcome(mayAddMember(user, dossier('open', client)))).toBe('allowed');
    expect(outcome(mayAddMember(viewer, dossier('open', client)))).toBe(403);
    expect(outcome(mayAddMember(admin, dossier('closed')))).toBe(409);
  });
  it('lists the users who could be added to colleagues, never to a viewer', () => {
    expect([admin, user, viewer].map((actor) => outcome(mayListAvailableUsers(actor)))).toEqual([
      'allowed',
      'allowed',
      403,
    ]);
  });

  it.each([
    ['with a colleague staying', user, dossier('open'), 2, 'allowed'],
    ['as the last of the company', user, dossier('open'), 1, 403],
    ['from a closed dossier', user, dossier('closed'), 3, 409],
    ['as a viewer', viewer, dossier('open', client), 2, 403],
  ])('leave %s', (_case, actor, facts, active, expected) => {
    expect(outcome(mayLeaveDossier(actor, facts, active))).toBe(expected);
  });

  it.each([
    ['an admin removes a colleague', admin, { user_id: 'u', company_id: 'c1' }, 2, 'allowed'],
    ['not the last of the company', admin, { user_id: 'u', company_id: 'c1' }, 1, 403],
    ['not someone of another company', admin, { user_id: 'x', company_id: 'c2' }, 3, 403],
    ['not themselves (that is leaving)', admin, { user_id: 'a', company_id: 'c1' }, 3, 403],
    ['a regular user removes nobody', user, { user_id: 'a', company_id: 'c1' }, 3, 403],
  ])('remove: %s', (_case, actor, member, active, expected) => {
    expect(outcome(mayRemoveDossierMember(actor, dossier('open', client), member, active))).toBe(expected);
  });
});

describe('dossier creation and chat', () => {
  it('lets colleagues create dossiers, not guests', () => {
    expect([admin, user, viewer].map((actor) => outcome(mayCreateDossier(actor)))).toEqual([
      'allowed',
      'allowed',
      403,
    ]);
  });

  it('takes messages until the dossier is closed', () => {
    expect(outcome(maySendMessage({ status: 'open' }))).toBe('allowed');
    expect(outcome(maySendMessage({ status: 'close_request' }))).toBe('allowed');
    expect(outcome(maySendMessage({ status: 'closed' }))).toBe(409);
  });
});
