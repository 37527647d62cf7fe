import type { BillingProfileRequest } from '@dossier/contract/billing-request';
import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { mayChangeBillingProfile } from '../../../policies/billing.ts';
import { authorize } from '../../../policies/decision.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { announceIbanChange, ibanChanged } from '../iban-change.ts';
import { findBillingProfile, lockCompanyForBilling, saveBillingProfile } from '../queries.ts';

/**
 * 'Facturatiegegevens' saved by an admin of the company: the whole profile. A changed IBAN is announced in the same
 * transaction: a line in each open dossier shared with another company, and a mail to that company's admins.
 */
export async function setBillingProfile(
  deps: TimedCommandDeps,
  actor: Actor,
  companyId: string,
  input: BillingProfileRequest,
) {
  return transact(deps, async (tx) => {
    authorize(mayChangeBillingProfile(actor.user, companyId));
    const now = deps.clock.now();
    const company = await lockCompanyForBilling(tx.trx, companyId);
    if (!company) throw notFound();
    const previous = await findBillingProfile(tx.trx, companyId);
    const profile = await saveBillingProfile(tx.trx, companyId, input, { by: actor.user.id, at: now });
    const events =
      profile.iban && ibanChanged(previous, profile.iban)
        ? await announceIbanChange(tx, { company, iban: profile.iban, actor: actor.user, now })
        : [];
    return { result: { company, profile }, events };
  });
}
