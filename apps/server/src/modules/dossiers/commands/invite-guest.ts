import type { InviteGuestRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayAddMember } from '../../../policies/dossiers.ts';
import type { LiveEvent } from '../../../realtime/events.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { inviteGuest } from '../../guests/index.ts';
import { loadDossierFor } from '../load-dossier.ts';
import { dossierMember } from '../queries.ts';
import { linkCounterparty } from './link-counterparty.ts';

/**
 * The invite-relation call: links the external company to the dossier if it has no counterparty yet, and
 * invites its contact as a guest, in one transaction.
 */
export async function inviteGuestToDossier(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  input: Pick<InviteGuestRequest, 'company_id' | 'email'>,
) {
  return transact(deps, async (tx) => {
    const now = deps.clock.now();
    const loaded = await loadDossierFor(tx.trx, actor, dossierId, now, { lock: true });
    authorize(mayAddMember(actor.user, loaded.facts));
    const events: LiveEvent[] = [];
    let company = loaded.companies.find((linked) => linked.id === input.company_id);
    if (!company) {
      const linked = await linkCounterparty(tx.trx, actor, loaded, input.company_id, now);
      company = linked.company;
      events.push(...linked.events);
    }
    const invited = await inviteGuest(tx, {
      dossier: loaded.dossier,
      company,
      email: input.email,
      inviter: actor.user,
      now,
    });
    const member = await dossierMember(tx.trx, dossierId, invited.guest.id);
    return { result: member, events: [...events, ...invited.events] };
  });
}
