import type { Db } from '../../db/connection.ts';
import type { User } from '../../db/schema.ts';
import { visibleOr404 } from '../../policies/authorize.ts';
import { canSeeCompanyUsers } from '../../policies/relations.ts';
import { findCompanyById, hasActiveRelation } from '../relations/queries.ts';

/** The users of the actor's own company or of a company in an active relation with it; others answer 404. */
export async function listUsersOfCompany(db: Db, actor: User, companyId: string) {
  const found = await findCompanyById(db, companyId);
  const activeRelation = found !== undefined && (await hasActiveRelation(db, actor.company_id, companyId));
  const company = visibleOr404(found, () => canSeeCompanyUsers(actor, companyId, activeRelation));
  // Guests (viewers) are reached by magic link, not picked from a list; removed users are gone.
  const users = await db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', company.id)
    .where('deleted_at', 'is', null)
    .where('role', '<>', 'viewer')
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return { company, users };
}
