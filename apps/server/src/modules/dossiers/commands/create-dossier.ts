import type { CreateDossierRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { fieldError } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayCreateDossier } from '../../../policies/dossiers.ts';
import type { LiveEvent } from '../../../realtime/events.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { inviteGuest } from '../../guests/index.ts';
import { addMembers } from '../../membership/index.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { fullName } from '../../users/index.ts';
import { resolveCounterparty } from '../counterparty.ts';
import { dossierCompanies } from '../load-dossier.ts';

/**
 * Creates a dossier of the actor's company, internal or with a counterparty from the active relations
 * (for a client of the product one of its users; for an external company its contact, invited as a
 * guest), with its system messages.
 */
export async function createDossier(deps: TimedCommandDeps, actor: Actor, input: CreateDossierRequest) {
  const { user } = actor;
  return transact(deps, async (tx) => {
    const { trx } = tx;
    const now = deps.clock.now();
    authorize(mayCreateDossier(user));
    const counterparty = input.company_id
      ? await resolveCounterparty(trx, actor, input.company_id, input.user_id, true)
      : null;
    if (counterparty && !counterparty.company.is_meru_client && !input.email) {
      throw fieldError(['body', 'email'], 'Voer een geldig e-mailadres in');
    }
    const dossier = await trx
      .insertInto('dossiers')
      .values({ title: input.title, owner_company_id: user.company_id, created_by: user.id, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const companies = [{ id: user.company_id }, ...(counterparty ? [counterparty.company] : [])];
    await trx
      .insertInto('dossier_companies')
      .values(companies.map((company) => ({ dossier_id: dossier.id, company_id: company.id })))
      .execute();
    const members = [user, ...(counterparty?.user ? [counterparty.user] : [])];
    const events: LiveEvent[] = await addMembers(
      trx,
      members.map((member) => ({ dossier, user: member })),
    );

    const say = async (body: string) => events.push(await writeSystemLine(trx, dossier.id, user, body, now));
    await say(systemText.created(fullName(user)));
    if (counterparty) await say(systemText.companyLinked(counterparty.company.name));
    if (counterparty && !counterparty.company.is_meru_client && input.email) {
      const invited = await inviteGuest(tx, {
        dossier,
        company: counterparty.company,
        email: input.email,
        inviter: user,
        now,
      });
      events.push(...invited.events);
    }
    return { result: { dossier, companies: await dossierCompanies(trx, dossier.id) }, events };
  });
}
