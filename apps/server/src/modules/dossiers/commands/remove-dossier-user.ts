import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayLeaveDossier, mayRemoveDossierMember } from '../../../policies/dossiers.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { activeMembersOfCompany, endMembership } from '../../membership/index.ts';
import { systemText, writeSystemLine } from '../../messages/index.ts';
import { fullName } from '../../users/index.ts';
import { loadDossierFor } from '../load-dossier.ts';

/** Leaving (the actor themselves) or removal by an admin of the same company: the membership becomes removed. */
export async function removeDossierUser(deps: CommandDeps, actor: Actor, dossierId: string, userId: string) {
  return transact(deps, async ({ trx }) => {
    const loaded = await loadDossierFor(trx, actor, dossierId, { lock: true });
    const member = await trx
      .selectFrom('dossier_users')
      .innerJoin('users', 'users.id', 'dossier_users.user_id')
      .select(['dossier_users.user_id', 'dossier_users.company_id', 'users.first_name', 'users.last_name'])
      .where('dossier_users.dossier_id', '=', dossierId)
      .where('dossier_users.user_id', '=', userId)
      .where('dossier_users.status', '=', 'active')
      .executeTakeFirst();
    if (!member) throw notFound();
    const staying = await activeMembersOfCompany(trx, dossierId, member.company_id);
    const leaving = member.user_id === actor.user.id;
    authorize(
      leaving
        ? mayLeaveDossier(actor.user, loaded.facts, staying)
        : mayRemoveDossierMember(actor.user, loaded.facts, member, staying),
    );
    const body = leaving
      ? systemText.memberLeft(fullName(member))
      : systemText.memberRemoved(fullName(member), fullName(actor.user));
    // The system line reaches the removed member too, before their sockets leave the dossier.
    const line = await writeSystemLine(trx, dossierId, actor.user, body);
    return { result: undefined, events: [line, await endMembership(trx, dossierId, userId)] };
  });
}
