import type { Actor } from '../../../auth/sessions.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { loadDossierFor } from '../load-dossier.ts';
import { linkCounterparty } from './link-counterparty.ts';

/** 'Klant/Leverancier toevoegen': links a counterparty company to a dossier that has none yet. */
export async function addDossierCompany(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  companyId: string,
) {
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    const loaded = await loadDossierFor(trx, actor, dossierId, now, { lock: true });
    const { company, events } = await linkCounterparty(trx, actor, loaded, companyId, now);
    return { result: company, events };
  });
}
