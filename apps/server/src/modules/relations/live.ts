import type { Db } from '../../db/connection.ts';
import type { Relation } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';

/**
 * Tells the colleagues of both companies that a relation changed (a new request, an answer, a toggle or
 * a withdrawal), so their relation lists and dossier panels refresh without reloading.
 */
export async function relationChanged(
  db: Db,
  relation: Pick<Relation, 'id' | 'requester_company_id' | 'target_company_id'>,
  status: 'pending' | 'active' | 'inactive' | 'removed',
): Promise<LiveEvent> {
  const users = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', 'in', [relation.requester_company_id, relation.target_company_id])
    .where('deleted_at', 'is', null)
    .where('role', '!=', 'viewer')
    .execute();
  return {
    kind: 'users',
    userIds: users.map((user) => user.id),
    frame: { type: 'relation_update', relation_id: relation.id, status },
  };
}
