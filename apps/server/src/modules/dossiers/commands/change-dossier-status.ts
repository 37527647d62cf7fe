import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayCloseDossier, mayRequestClosure } from '../../../policies/dossiers.ts';
import { mayCloseWithInvoices } from '../../../policies/invoices.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { invoiceStatusesOfDossier } from '../../invoices/index.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { fullName } from '../../users/index.ts';
import { dossierUpdated } from '../live.ts';
import { loadDossierFor } from '../load-dossier.ts';

export type Transition = 'request-close' | 'close';

const TRANSITIONS = {
  'request-close': { to: 'close_request', policy: mayRequestClosure, text: systemText.closureRequested },
  close: { to: 'closed', policy: mayCloseDossier, text: systemText.closed },
} as const;

/** open -> close_request -> closed (SPEC section 4): the change and its system message. */
export async function changeDossierStatus(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  transition: Transition,
) {
  const rule = TRANSITIONS[transition];
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    const loaded = await loadDossierFor(trx, actor, dossierId, now, { lock: true });
    authorize(rule.policy(actor.user, loaded.facts));
    // Closure waits for settlement (issue 21): invoices lock this row before they change, so none moves meanwhile.
    authorize(mayCloseWithInvoices(await invoiceStatusesOfDossier(trx, dossierId)));
    await trx.updateTable('dossiers').set({ status: rule.to }).where('id', '=', dossierId).execute();
    const line = await writeSystemLine(trx, dossierId, actor.user, rule.text(fullName(actor.user)), now);
    return {
      result: { dossier: { ...loaded.dossier, status: rule.to }, companies: loaded.companies },
      events: [line, dossierUpdated(dossierId, { status: rule.to })],
    };
  });
}
