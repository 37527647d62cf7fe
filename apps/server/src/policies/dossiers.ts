import * as rules from '@dossier/contract';
import { clash, type Decision, deny, firstRefusal } from './decision.ts';
import { isViewer, type PolicyActor } from './policy.ts';
import { refusals } from './refusals.ts';

export type { DossierFacts } from '@dossier/contract';

type Facts = rules.DossierFacts;

/**
 * Every change of a dossier: a closed dossier refuses it as a conflict with its state (409), whoever asks;
 * otherwise SPEC's rule (shared with the web in the contract) decides, with a 403 that says why.
 */
const dossierChange = (facts: Pick<Facts, 'status'>, allowed: boolean, detail: string): Decision =>
  firstRefusal(
    [facts.status === 'closed', () => clash(refusals.dossierClosed)],
    [!allowed, () => deny(detail)],
  );

export const mayCreateDossier = (actor: PolicyActor): Decision =>
  firstRefusal([!rules.canCreateDossier(actor), () => deny(refusals.notAClientCreate)]);

export const mayRequestClosure = (actor: PolicyActor, facts: Facts) =>
  dossierChange(facts, rules.canRequestClosure(actor, facts), refusals.transitionRefused);

/** The company that asked to close hears why it may not confirm its own request (issue 24). */
export const mayCloseDossier = (actor: PolicyActor, facts: Facts) =>
  dossierChange(
    facts,
    rules.canCloseDossier(actor, facts),
    rules.waitsForOtherCompany(actor, facts) ? refusals.closeNeedsOtherCompany : refusals.transitionRefused,
  );

/**
 * Withdrawing a close request (issue 24): either company, never a guest (403); with no request to withdraw the
 * dossier's state refuses it (409), as a closed dossier does.
 */
export const mayCancelCloseRequest = (actor: PolicyActor, facts: Facts) =>
  firstRefusal(
    [facts.status === 'closed', () => clash(refusals.dossierClosed)],
    [isViewer(actor), () => deny(refusals.transitionRefused)],
    [!rules.canCancelCloseRequest(actor, facts), () => clash(refusals.noCloseRequest)],
  );

export const mayAddCounterparty = (actor: PolicyActor, facts: Facts) =>
  dossierChange(
    facts,
    rules.canAddCounterparty(actor, facts),
    isViewer(actor) ? refusals.notAClientAdd : refusals.hasCounterparty,
  );

export const mayAddMember = (actor: PolicyActor, facts: Facts) =>
  dossierChange(facts, rules.canAddMember(actor, facts), refusals.notAClientAdd);

/** The users who could be added are a directory of the companies: guests see the dossier's members only. */
export const mayListAvailableUsers = (actor: PolicyActor) =>
  firstRefusal([isViewer(actor), () => deny(refusals.notAClientAdd)]);

export const maySendMessage = (facts: Pick<Facts, 'status'>) =>
  dossierChange(facts, rules.canSendMessage(facts), refusals.dossierClosed);

/** Leaving needs a colleague who stays (SPEC section 4); activeOfCompany counts the leaver too. */
export const mayLeaveDossier = (actor: PolicyActor, facts: Facts, activeOfCompany: number) =>
  dossierChange(facts, rules.canLeaveDossier(actor, facts, activeOfCompany), refusals.cannotLeave);

export const mayRemoveDossierMember = (
  actor: PolicyActor,
  facts: Facts,
  member: { user_id: string; company_id: string },
  activeOfCompany: number,
) =>
  dossierChange(
    facts,
    rules.canRemoveDossierMember(actor, facts, member, activeOfCompany),
    refusals.cannotRemoveMember,
  );
