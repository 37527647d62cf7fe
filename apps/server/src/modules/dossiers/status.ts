import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { authorize } from '../../policies/authorize.ts';
import { canCloseDossier, canRequestClosure } from '../../policies/dossiers.ts';
import { appendSystemMessage } from '../messages/append.ts';
import { loadDossierFor } from './access.ts';
import { dossierUpdated, messageStored } from './live.ts';
import { fullName, systemText } from './system-texts.ts';

type Transition = 'request-close' | 'close';

const TRANSITIONS = {
  'request-close': { to: 'close_request', allowed: canRequestClosure, text: systemText.closureRequested },
  close: { to: 'closed', allowed: canCloseDossier, text: systemText.closed },
} as const;

/** open -> close_request -> closed (SPEC section 4): the change and its system message in one transaction. */
export async function changeDossierStatus(db: Db, actor: Actor, dossierId: string, transition: Transition) {
  const rule = TRANSITIONS[transition];
  return db.transaction().execute(async (trx) => {
    const loaded = await loadDossierFor(trx, actor, dossierId, { lock: true });
    authorize(rule.allowed(actor.user, loaded.facts), 'Deze statuswijziging is niet toegestaan');
    await trx.updateTable('dossiers').set({ status: rule.to }).where('id', '=', dossierId).execute();
    const message = await appendSystemMessage(trx, {
      dossierId,
      sender: { id: actor.user.id, name: fullName(actor.user) },
      body: rule.text(fullName(actor.user)),
    });
    return {
      dossier: { ...loaded.dossier, status: rule.to },
      companies: loaded.companies,
      events: [messageStored(message, actor.user), dossierUpdated(dossierId, { status: rule.to })],
    };
  });
}
