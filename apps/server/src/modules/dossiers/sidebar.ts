import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SidebarRow } from './presenter.ts';

/**
 * The user's dossiers, newest activity first: one membership row joined to one dossier row each.
 * Unread is last_seq - read_seq, kept by every message's transaction, so nothing is counted here.
 */
export async function sidebarRows(db: Db, userId: string, limit?: number): Promise<SidebarRow[]> {
  let query = db
    .selectFrom('dossier_users')
    .innerJoin('dossiers', 'dossiers.id', 'dossier_users.dossier_id')
    .select([
      'dossiers.id',
      'dossiers.title',
      'dossiers.status',
      'dossiers.last_message_at',
      'dossiers.last_message_preview',
      'dossiers.last_message_sender',
      'dossiers.last_seq',
      'dossier_users.read_seq',
    ])
    .where('dossier_users.user_id', '=', userId)
    .where('dossier_users.status', '=', 'active')
    .where(sql<boolean>`(dossier_users.token_expires_at is null or dossier_users.token_expires_at > now())`)
    .orderBy(sql`coalesce(dossiers.last_message_at, dossiers.created_at)`, 'desc')
    .orderBy('dossiers.id');
  if (limit) query = query.limit(limit);
  return query.execute();
}
