import type { LinkCounterpartyRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { fieldError } from '../../../http/errors.ts';
import { type TimedCommandDeps, type Tx, transact } from '../../../transact.ts';
import { inviteGuest } from '../../guests/index.ts';
import { type LoadedDossier, loadDossierFor } from '../load-dossier.ts';
import { addMember } from './add-dossier-user.ts';
import { linkCounterparty } from './link-counterparty.ts';

type Company = LoadedDossier['companies'][number];

/**
 * 'Klant/Leverancier toevoegen' in one request: links a counterparty company and either one of its users or its
 * contact invited as a guest, in one transaction, so a refused person leaves no company linked without one.
 */
export async function addCounterparty(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  input: LinkCounterpartyRequest,
) {
  return transact(deps, async (tx) => {
    const now = deps.clock.now();
    const loaded = await loadDossierFor(tx.trx, actor, dossierId, now, { lock: true });
    const linked = await linkCounterparty(tx.trx, actor, loaded, input.company_id, now);
    const { company } = linked;
    const person = await addPerson(tx, actor, loaded, company, input, now);
    return {
      result: {
        dossier_id: dossierId,
        company_id: company.id,
        company_name: company.name,
        user_id: person.id,
      },
      events: [...linked.events, ...person.events],
    };
  });
}

async function addPerson(
  tx: Tx,
  actor: Actor,
  loaded: LoadedDossier,
  company: Company,
  input: LinkCounterpartyRequest,
  now: Date,
) {
  if (input.guest_email !== undefined) {
    const { guest, events } = await inviteGuest(tx, {
      dossier: loaded.dossier,
      company,
      email: input.guest_email,
      inviter: actor.user,
      now,
      emailField: 'guest_email',
    });
    return { id: guest.id, events };
  }
  if (input.user_id === undefined)
    throw fieldError(['body', 'user_id'], 'Kies een gebruiker of een e-mailadres');
  // The user must be one of the company just linked, not of the actor's own.
  const { user, events } = await addMember(
    tx.trx,
    actor,
    { ...loaded, companies: [company] },
    input.user_id,
    now,
  );
  return { id: user.id, events };
}
