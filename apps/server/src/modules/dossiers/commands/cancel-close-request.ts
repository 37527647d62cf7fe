import type { CancelCloseRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayCancelCloseRequest } from '../../../policies/dossiers.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { fullName } from '../../users/index.ts';
import { dossierUpdated } from '../live.ts';
import { type LoadedDossier, loadDossierFor } from '../load-dossier.ts';
import { noCloseRequest } from './change-dossier-status.ts';

/**
 * close_request -> open (issue 24): the company that asked withdraws its request, or the other company declines it
 * for now ('Nog niet'), with an optional reason. The system line names who, with their company, and the reason.
 */
export async function cancelCloseRequest(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  request: CancelCloseRequest,
) {
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    const loaded = await loadDossierFor(trx, actor, dossierId, now, { lock: true });
    authorize(mayCancelCloseRequest(actor.user, loaded.facts));
    const dossier = await trx
      .updateTable('dossiers')
      .set({ status: 'open', ...noCloseRequest })
      .where('id', '=', dossierId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const line = await writeSystemLine(
      trx,
      dossierId,
      actor.user,
      withdrawalText(actor, loaded, request),
      now,
    );
    return {
      result: { dossier, companies: loaded.companies, closeRequest: null },
      events: [line, dossierUpdated(dossierId, { status: 'open', close_request: null })],
    };
  });
}

function withdrawalText(actor: Actor, loaded: LoadedDossier, { reason }: CancelCloseRequest) {
  const company = loaded.companies.find((one) => one.id === actor.user.company_id);
  const who = company ? `${fullName(actor.user)} (${company.name})` : fullName(actor.user);
  return loaded.facts.close_requested_by_company_id === actor.user.company_id
    ? systemText.closureWithdrawn(who, reason)
    : systemText.closureDeclined(who, reason);
}
