import type { Actor } from '../../../auth/sessions.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { loadDossierFor } from '../load-dossier.ts';
import { linkCounterparty } from './link-counterparty.ts';

/** 'Klant/Leverancier toevoegen': links a counterparty company to a dossier that has none yet. */
export async function addDossierCompany(
  deps: CommandDeps,
  actor: Actor,
  dossierId: string,
  companyId: string,
) {
  return transact(deps, async ({ trx }) => {
    const loaded = await loadDossierFor(trx, actor, dossierId, { lock: true });
    const { company, events } = await linkCounterparty(trx, actor, loaded, companyId);
    return { result: company, events };
  });
}
