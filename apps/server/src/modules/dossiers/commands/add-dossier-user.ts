import type { Transaction } from 'kysely';
import type { Actor } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/schema.ts';
import { conflict, fieldError } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayAddMember } from '../../../policies/dossiers.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { addMembers, membershipOf } from '../../membership/index.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { fullName, pickableUsersOf } from '../../users/index.ts';
import { type LoadedDossier, loadDossierFor } from '../load-dossier.ts';
import { dossierMember } from '../queries.ts';

/** 'Gebruiker toevoegen': adds a user of one of the dossier's companies (or brings a removed member back). */
export async function addDossierUser(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  userId: string,
) {
  return transact(deps, async ({ trx }) => {
    const now = deps.clock.now();
    const loaded = await loadDossierFor(trx, actor, dossierId, now, { lock: true });
    const { events } = await addMember(trx, actor, loaded, userId, now);
    return { result: await dossierMember(trx, dossierId, userId), events };
  });
}

/**
 * Adds a user of one of the loaded (locked) dossier's companies inside the caller's transaction, with its system
 * line; shared by the add-user call and the one-request counterparty link.
 */
export async function addMember(
  trx: Transaction<Database>,
  actor: Actor,
  loaded: LoadedDossier,
  userId: string,
  now: Date,
) {
  authorize(mayAddMember(actor.user, loaded.facts));
  const user = await joinableUser(trx, loaded, userId);
  const joined = await addMembers(trx, [{ dossier: loaded.dossier, user }]);
  const body = systemText.memberAdded(fullName(user), fullName(actor.user));
  const line = await writeSystemLine(trx, loaded.dossier.id, actor.user, body, now);
  return { user, events: [...joined, line] };
}

async function joinableUser(trx: Transaction<Database>, loaded: LoadedDossier, userId: string) {
  const companyIds = loaded.companies.map((company) => company.id);
  const user = await pickableUsersOf(trx, companyIds).where('id', '=', userId).executeTakeFirst();
  if (!user) throw fieldError(['body', 'user_id'], 'Kies een gebruiker van een bedrijf in dit dossier');
  const membership = await membershipOf(trx, loaded.dossier.id, user.id);
  if (membership?.status === 'active') throw conflict('Deze gebruiker is al lid van het dossier');
  return user;
}
