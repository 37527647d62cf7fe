import { sql } from 'kysely';
import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { activeMembership } from '../../membership/index.ts';
import { dropBatches } from '../queries.ts';

/**
 * Mutes or unmutes a dossier for the actor: a muted dossier mails them nothing; unmuting starts from now, so what
 * was written while muted is not mailed afterwards. For the dossier's active members only (404 otherwise).
 */
export async function setDossierMute(
  deps: TimedCommandDeps,
  actor: Actor,
  dossierId: string,
  muted: boolean,
) {
  return transact(deps, async ({ trx }) => {
    if (!(await activeMembership(trx, dossierId, actor.user.id, deps.clock.now()))) throw notFound();
    const { rows } = await sql<{ muted: boolean }>`
      update dossier_users set muted = ${muted},
        notified_seq = case when ${muted} then notified_seq else greatest(notified_seq, dossiers.last_seq) end
      from dossiers
      where dossiers.id = dossier_users.dossier_id
        and dossier_users.dossier_id = ${dossierId} and dossier_users.user_id = ${actor.user.id}
      returning dossier_users.muted`.execute(trx);
    await dropBatches(trx, actor.user.id, { dossierId });
    return { result: { muted: rows[0]?.muted ?? muted }, events: [] };
  });
}
