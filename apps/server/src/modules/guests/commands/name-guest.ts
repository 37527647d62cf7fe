import { dossierChannel, type GuestNameRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayNameGuest } from '../../../policies/guests.ts';
import type { LiveEvent } from '../../../realtime/events.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { companyById } from '../../companies/index.ts';
import { activeMembershipsOf } from '../../membership/index.ts';
import { fullName } from '../../users/index.ts';

/**
 * 'Hoe heet u?': a guest gives their name on the first visit, or changes it later. From then on the name, not the
 * part of their address before the @, names them in every chat, member list, search result and mail (all read it
 * from the user's row); the open screens of every dossier they are in hear the new name at once.
 */
export async function nameGuest(
  deps: TimedCommandDeps,
  actor: Actor,
  userId: string,
  name: GuestNameRequest,
) {
  return transact(deps, async ({ trx }) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound();
    authorize(mayNameGuest(actor.user, user));
    const named = await trx
      .updateTable('users')
      .set({ first_name: name.first_name, last_name: name.last_name, name_given_at: deps.clock.now() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const company = await companyById(trx, named.company_id);
    const memberships = await activeMembershipsOf(trx, named.id);
    const renamed = memberships.map(
      ({ dossier_id }): LiveEvent => ({
        kind: 'dossier',
        dossierId: dossier_id,
        frame: {
          type: 'member_renamed',
          dossier_id: dossierChannel(dossier_id),
          user_id: named.id,
          full_name: fullName(named),
        },
      }),
    );
    // user_changed first: every instance forgets the cached row, so the next request reads the new name.
    return {
      result: { user: named, company },
      events: [{ kind: 'user_changed', userId: named.id }, ...renamed],
    };
  });
}
