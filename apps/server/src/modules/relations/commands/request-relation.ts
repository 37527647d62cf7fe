import type { CreateRelationRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { conflict, fieldError, notFound } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { refusals } from '../../../policies/refusals.ts';
import { mayRequestRelation } from '../../../policies/relations.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { findCompanyById } from '../../companies/index.ts';
import { relationChanged } from '../live.ts';
import { findRelationBetween } from '../queries.ts';

/**
 * Asks another company for a relation. A client of the product has to accept, so the request starts pending
 * whatever the payload says; an external company has nobody to answer, so the relation is active at once.
 */
export async function requestRelation(deps: CommandDeps, actor: Actor, input: CreateRelationRequest) {
  const { user } = actor;
  try {
    return await transact(deps, async ({ trx }) => {
      const counterparty = await findCompanyById(trx, input.company_2_id);
      if (!counterparty) throw notFound('Bedrijf niet gevonden');
      authorize(mayRequestRelation(user, await findRelationBetween(trx, user.company_id, counterparty.id)));
      if (counterparty.id === user.company_id) {
        throw fieldError(['body', 'company_2_id'], 'Je kunt geen relatie met je eigen bedrijf aangaan');
      }
      const relation = await trx
        .insertInto('relations')
        .values({
          requester_company_id: user.company_id,
          target_company_id: counterparty.id,
          status: counterparty.is_meru_client ? 'pending' : 'active',
          requested_by_user_id: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const event = await relationChanged(trx, relation, relation.status);
      return { result: { relation, counterparty }, events: [event] };
    });
  } catch (error) {
    // Two requests between the same pair racing past the check meet the unique pair index instead.
    if (isUniqueViolation(error, 'relations_pair')) throw conflict(refusals.alreadyRelated);
    throw error;
  }
}
