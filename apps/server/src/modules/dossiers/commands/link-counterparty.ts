import type { Transaction } from 'kysely';
import type { Actor } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/schema.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayAddCounterparty } from '../../../policies/dossiers.ts';
import type { LiveEvent } from '../../../realtime/events.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { resolveCounterparty } from '../counterparty.ts';
import { dossierUpdated } from '../live.ts';
import type { LoadedDossier } from '../load-dossier.ts';

/**
 * Links a company from the actor's active relations to a locked dossier that has no counterparty yet, with
 * its system line; shared by the two calls that do it (add company, and invite an external contact).
 */
export async function linkCounterparty(
  trx: Transaction<Database>,
  actor: Actor,
  loaded: LoadedDossier,
  companyId: string,
  now: Date,
) {
  authorize(mayAddCounterparty(actor.user, loaded.facts));
  const { company } = await resolveCounterparty(trx, actor, companyId, undefined, false);
  await trx
    .insertInto('dossier_companies')
    .values({ dossier_id: loaded.dossier.id, company_id: company.id })
    .execute();
  const events: LiveEvent[] = [
    await writeSystemLine(trx, loaded.dossier.id, actor.user, systemText.companyLinked(company.name), now),
    dossierUpdated(loaded.dossier.id, {}),
  ];
  return { company, events };
}
