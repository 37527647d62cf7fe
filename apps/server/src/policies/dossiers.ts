import * as rules from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal } from './decision.ts';
import { isViewer, type PolicyActor } from './policy.ts';

export type { DossierFacts } from '@dossier/contract';

type Facts = rules.DossierFacts;

const CLOSED = 'Dit dossier is gesloten';
const NOT_A_CLIENT_CREATE = 'Je bent geen klant van het platform en kunt geen dossiers aanmaken';
const NOT_A_CLIENT_ADD = 'Je bent geen klant van het platform en kunt geen gebruikers toevoegen';
const HAS_COUNTERPARTY = 'Dit dossier heeft al een klant of leverancier';
const TRANSITION_REFUSED = 'Deze statuswijziging is niet toegestaan';

/**
 * Every change of a dossier: a closed dossier refuses it as a conflict with its state (409), whoever asks;
 * otherwise SPEC's rule (shared with the web in the contract) decides, with a 403 that says why.
 */
const dossierChange = (facts: Pick<Facts, 'status'>, allowed: boolean, detail: string): Decision =>
  firstRefusal([facts.status === 'closed', () => clash(CLOSED)], [!allowed, () => deny(detail)]);

export const mayCreateDossier = (actor: PolicyActor): Decision =>
  firstRefusal([!rules.canCreateDossier(actor), () => deny(NOT_A_CLIENT_CREATE)]);

export const mayRequestClosure = (actor: PolicyActor, facts: Facts) =>
  dossierChange(facts, rules.canRequestClosure(actor, facts), TRANSITION_REFUSED);

export const mayCloseDossier = (actor: PolicyActor, facts: Facts) =>
  dossierChange(facts, rules.canCloseDossier(actor, facts), TRANSITION_REFUSED);

export const mayAddCounterparty = (actor: PolicyActor, facts: Facts) =>
  dossierChange(
    facts,
    rules.canAddCounterparty(actor, facts),
    isViewer(actor) ? NOT_A_CLIENT_ADD : HAS_COUNTERPARTY,
  );

export const mayAddMember = (actor: PolicyActor, facts: Facts) =>
  dossierChange(facts, rules.canAddMember(actor, facts), NOT_A_CLIENT_ADD);

/** The users who could be added are a directory of the companies: guests see the dossier's members only. */
export const mayListAvailableUsers = (actor: PolicyActor) =>
  firstRefusal([isViewer(actor), () => deny(NOT_A_CLIENT_ADD)]);

export const maySendMessage = (facts: Pick<Facts, 'status'>) =>
  dossierChange(facts, rules.canSendMessage(facts), CLOSED);

/** Leaving needs a colleague who stays (SPEC section 4); activeOfCompany counts the leaver too. */
export const mayLeaveDossier = (actor: PolicyActor, facts: Facts, activeOfCompany: number) =>
  dossierChange(
    facts,
    rules.canLeaveDossier(actor, facts, activeOfCompany),
    'Je kunt dit dossier niet verlaten',
  );

export const mayRemoveDossierMember = (
  actor: PolicyActor,
  facts: Facts,
  member: { user_id: string; company_id: string },
  activeOfCompany: number,
) =>
  dossierChange(
    facts,
    rules.canRemoveDossierMember(actor, facts, member, activeOfCompany),
    'Je kunt deze gebruiker niet verwijderen',
  );
