import type { RelationStatus } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Database, Relation } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { colleagueIdsOf } from '../users/index.ts';

/**
 * Tells the colleagues of both companies that a relation changed (a new request, an answer, a toggle or
 * a withdrawal), so their relation lists and dossier panels refresh without reloading.
 */
export async function relationChanged(
  db: Kysely<Database>,
  relation: Pick<Relation, 'id' | 'requester_company_id' | 'target_company_id'>,
  status: RelationStatus | 'removed',
): Promise<LiveEvent> {
  const userIds = await colleagueIdsOf(db, [relation.requester_company_id, relation.target_company_id]);
  return { kind: 'users', userIds, frame: { type: 'relation_update', relation_id: relation.id, status } };
}
