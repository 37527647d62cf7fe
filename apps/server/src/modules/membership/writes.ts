import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { memberJoined, memberLeft } from './live.ts';

type Db = Kysely<Database>;

interface Joining {
  dossier: { id: string; title: string };
  user: { id: string; company_id: string };
  /** A guest's access ends then; colleagues have none. */
  expiresAt?: Date | null;
  /** A guest's: the company whose member invited them (it renews, resends and revokes their access). */
  invitedByCompanyId?: string | null;
  /** A guest's: the person who invited them ('Uitgenodigd door ...'). */
  invitedByUserId?: string | null;
}

/** Makes users active members (one coming back after removal starts from zero); returns the events that follow. */
export async function addMembers(trx: Db, joining: Joining[]): Promise<LiveEvent[]> {
  if (joining.length === 0) return [];
  await trx
    .insertInto('dossier_users')
    .values(
      joining.map(({ dossier, user, expiresAt, invitedByCompanyId, invitedByUserId }) => ({
        dossier_id: dossier.id,
        user_id: user.id,
        company_id: user.company_id,
        token_expires_at: expiresAt ?? null,
        invited_by_company_id: invitedByCompanyId ?? null,
        invited_by_user_id: invitedByUserId ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['dossier_id', 'user_id']).doUpdateSet((eb) => ({
        status: 'active',
        read_seq: sql`case when dossier_users.status = 'removed' then 0 else dossier_users.read_seq end`,
        token_expires_at: eb.ref('excluded.token_expires_at'),
        invited_by_company_id: eb.ref('excluded.invited_by_company_id'),
        invited_by_user_id: eb.ref('excluded.invited_by_user_id'),
        extension_requested_at: null,
      })),
    )
    .execute();
  return joining.flatMap(({ dossier, user, expiresAt }) =>
    memberJoined(dossier.id, user.id, dossier.title, expiresAt ?? null),
  );
}

/** Ends a membership (leaving, or removal by an admin); the user's sockets stop receiving the dossier. */
export async function endMembership(trx: Db, dossierId: string, userId: string): Promise<LiveEvent> {
  await trx
    .updateTable('dossier_users')
    .set({ status: 'removed' })
    .where('dossier_id', '=', dossierId)
    .where('user_id', '=', userId)
    .execute();
  return memberLeft(dossierId, userId);
}
