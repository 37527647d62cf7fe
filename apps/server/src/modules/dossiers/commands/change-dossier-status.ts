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
import { presentCloseRequest } from '../presenter.ts';
import { closeRequestOf } from '../queries.ts';

export type Transition = 'request-close' | 'close';

const TRANSITIONS = {
  'request-close': { to: 'close_request', policy: mayRequestClosure, text: systemText.closureRequested },
  close: { to: 'closed', policy: mayCloseDossier, text: systemText.closed },
} as const;

/** No request waits once a dossier is closed or open again (issue 24). */
export const noCloseRequest = {
  close_requested_by_company_id: null,
  close_requested_by_user_id: null,
  close_requested_at: null,
} as const;

/**
 * open -> close_request -> closed (SPEC section 4): the change and its system message. A request remembers the
 * company and user that asked, and when, so that only the other company confirms it (issue 24).
 */
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
    const requester =
      rule.to === 'close_request'
        ? {
            close_requested_by_company_id: actor.user.company_id,
            close_requested_by_user_id: actor.user.id,
            close_requested_at: now,
          }
        : noCloseRequest;
    const dossier = await trx
      .updateTable('dossiers')
      .set({ status: rule.to, ...requester })
      .where('id', '=', dossierId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const closeRequest =
      rule.to === 'close_request' ? ((await closeRequestOf(trx, dossierId)) ?? null) : null;
    const line = await writeSystemLine(trx, dossierId, actor.user, rule.text(fullName(actor.user)), now);
    const update = { status: rule.to, close_request: closeRequest && presentCloseRequest(closeRequest) };
    return {
      result: { dossier, companies: loaded.companies, closeRequest },
      events: [line, dossierUpdated(dossierId, update)],
    };
  });
}
