import type { Transaction } from 'kysely';
import type { Database, Relation, User } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { companyById } from '../../companies/index.ts';
import { counterpartyIdOf } from '../presenter.ts';
import { findRelationForUpdate } from '../queries.ts';

/** The relation, locked so that two answers to it are ordered; 404 when there is none. */
export async function lockRelation(trx: Transaction<Database>, relationId: string): Promise<Relation> {
  const relation = await findRelationForUpdate(trx, relationId);
  if (!relation) throw notFound();
  return relation;
}

/** A changed relation with the company on the actor's other side, as the presenter shows it. */
export async function relationSeenBy(trx: Transaction<Database>, relation: Relation, actor: User) {
  return { relation, counterparty: await companyById(trx, counterpartyIdOf(relation, actor.company_id)) };
}
