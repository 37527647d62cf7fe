import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayLeaveDossier, mayRemoveDossierMember } from '../../../policies/dossiers.ts';
import { mayManageGuest } from '../../../policies/guests.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { guestAccessOf, revokeGuest } from '../../guests/index.ts';
import { activeMembersOfCompany, endMembership } from '../../membership/index.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { fullName } from '../../users/index.ts';
import { loadDossierFor } from '../load-dossier.ts';

/**
 * Leaving (the actor themselves), removal by an admin of the same company (the membership becomes removed), or a
 * guest's removal by the company that invited them (their access ends at once, their links with it).
 */
export async function removeDossierUser(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  userId: string,
) {
  return transact(deps, async (tx) => {
    const { trx } = tx;
    const now = deps.clock.now();
    const loaded = await loadDossierFor(trx, actor, dossierId, now, { lock: true });
    const member = await trx
      .selectFrom('dossier_users')
      .innerJoin('users', 'users.id', 'dossier_users.user_id')
      .select([
        'dossier_users.user_id',
        'dossier_users.company_id',
        'users.first_name',
        'users.last_name',
        'users.role',
      ])
      .where('dossier_users.dossier_id', '=', dossierId)
      .where('dossier_users.user_id', '=', userId)
      .where('dossier_users.status', '=', 'active')
      .executeTakeFirst();
    if (!member) throw notFound();
    const leaving = member.user_id === actor.user.id;
    if (!leaving && member.role === 'viewer') {
      const guest = await guestAccessOf(trx, dossierId, userId);
      if (!guest) throw notFound();
      authorize(mayManageGuest(actor.user, loaded.facts, guest));
      const events = await revokeGuest(tx, { dossier: loaded.dossier, guest, remover: actor.user, now });
      return { result: undefined, events };
    }
    const staying = await activeMembersOfCompany(trx, dossierId, member.company_id);
    authorize(
      leaving
        ? mayLeaveDossier(actor.user, loaded.facts, staying)
        : mayRemoveDossierMember(actor.user, loaded.facts, member, staying),
    );
    const body = leaving
      ? systemText.memberLeft(fullName(member))
      : systemText.memberRemoved(fullName(member), fullName(actor.user));
    // The system line reaches the removed member too, before their sockets leave the dossier.
    const line = await writeSystemLine(trx, dossierId, actor.user, body, now);
    return { result: undefined, events: [line, await endMembership(trx, dossierId, userId)] };
  });
}
