import type { CreateRelationRequest } from '@dossier/contract';
import type { Transaction as KyselyTransaction } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Company, Database, Relation, User } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { authorize, visibleOr404 } from '../../policies/authorize.ts';
import { isAdmin } from '../../policies/policy.ts';
import {
  canAcceptRelation,
  canRejectRelation,
  canToggleRelation,
  isPartyToRelation,
} from '../../policies/relations.ts';
import { counterpartyIdOf } from './presenter.ts';
import { findCompanyById, findRelationBetween, findRelationForUpdate } from './queries.ts';

export const ADMINS_ONLY = 'Alleen beheerders kunnen relaties beheren';
const RECEIVER_ONLY = 'Alleen het ontvangende bedrijf kan dit verzoek accepteren';
const ALREADY_RELATED = 'Er bestaat al een relatie met dit bedrijf';
const ALREADY_ANSWERED = 'Dit verzoek is al afgehandeld';
const STILL_PENDING = 'Dit verzoek is nog niet geaccepteerd';

/** A relation with the company on the actor's other side: what the presenter and a later live event need. */
export interface RelationChange {
  relation: Relation;
  counterparty: Company;
}

type Transaction = KyselyTransaction<Database>;

async function changeFor(trx: Transaction, relation: Relation, actor: User): Promise<RelationChange> {
  const counterparty = await findCompanyById(trx, counterpartyIdOf(relation, actor.company_id));
  if (!counterparty) throw notFound();
  return { relation, counterparty };
}

/** The relation, locked, when the actor's company is a side of it; 404 for every other company. */
async function loadOwnRelation(trx: Transaction, actor: User, relationId: string): Promise<Relation> {
  return visibleOr404(await findRelationForUpdate(trx, relationId), (relation) =>
    isPartyToRelation(actor, relation),
  );
}

/**
 * Asks another company for a relation. A client of the product has to accept, so the request starts pending
 * whatever the payload says; an external company has nobody to answer, so the relation is active at once.
 */
export async function requestRelation(
  db: Db,
  actor: User,
  input: CreateRelationRequest,
): Promise<RelationChange> {
  if (input.company_2_id === actor.company_id) {
    throw fieldError(['body', 'company_2_id'], 'Je kunt geen relatie met je eigen bedrijf aangaan');
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const counterparty = await findCompanyById(trx, input.company_2_id);
      if (!counterparty) throw notFound('Bedrijf niet gevonden');
      if (await findRelationBetween(trx, actor.company_id, counterparty.id)) throw conflict(ALREADY_RELATED);
      const relation = await trx
        .insertInto('relations')
        .values({
          requester_company_id: actor.company_id,
          target_company_id: counterparty.id,
          status: counterparty.is_meru_client ? 'pending' : 'active',
          requested_by_user_id: actor.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { relation, counterparty };
    });
  } catch (error) {
    // Two requests between the same pair racing past the check meet the unique pair index instead.
    if (isUniqueViolation(error, 'relations_pair')) throw conflict(ALREADY_RELATED);
    throw error;
  }
}

export async function acceptRelation(db: Db, actor: User, relationId: string): Promise<RelationChange> {
  return db.transaction().execute(async (trx) => {
    const relation = await loadOwnRelation(trx, actor, relationId);
    authorize(canAcceptRelation(actor, relation), isAdmin(actor) ? RECEIVER_ONLY : ADMINS_ONLY);
    if (relation.status !== 'pending') throw conflict(ALREADY_ANSWERED);
    const accepted = await trx
      .updateTable('relations')
      .set({ status: 'active', updated_at: new Date() })
      .where('id', '=', relation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return changeFor(trx, accepted, actor);
  });
}

/** Rejecting (receiver) and cancelling (sender) both end an open request; the pair may ask again later. */
export async function rejectRelation(db: Db, actor: User, relationId: string): Promise<Relation> {
  return db.transaction().execute(async (trx) => {
    const relation = await loadOwnRelation(trx, actor, relationId);
    authorize(canRejectRelation(actor, relation), ADMINS_ONLY);
    if (relation.status !== 'pending') throw conflict(ALREADY_ANSWERED);
    await trx.deleteFrom('relations').where('id', '=', relation.id).execute();
    return relation;
  });
}

export async function setRelationStatus(
  db: Db,
  actor: User,
  relationId: string,
  status: 'active' | 'inactive',
): Promise<RelationChange> {
  return db.transaction().execute(async (trx) => {
    const relation = await loadOwnRelation(trx, actor, relationId);
    authorize(canToggleRelation(actor, relation), ADMINS_ONLY);
    if (relation.status === 'pending') throw conflict(STILL_PENDING);
    const updated = await trx
      .updateTable('relations')
      .set({ status, updated_at: new Date() })
      .where('id', '=', relation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return changeFor(trx, updated, actor);
  });
}
