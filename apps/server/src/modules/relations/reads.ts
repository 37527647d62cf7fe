import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { authorize } from '../../policies/decision.ts';
import { mayListRelations, mayLookUpCompanies, maySeeCompanyUsers } from '../../policies/relations.ts';
import { findCompanyById, searchCompanies } from '../companies/index.ts';
import { pickableUsersOf } from '../users/index.ts';
import { hasActiveRelation, listRelationsOf } from './queries.ts';

/** The relations of the actor's company with the company on the other side (the relations screen). */
export async function relationsFor(db: Db, actor: Actor) {
  authorize(mayListRelations(actor.user));
  return listRelationsOf(db, actor.user.company_id);
}

/** Companies to ask for a relation (the autocomplete), the actor's own excluded. */
export async function companySearchFor(db: Db, actor: Actor, query: string) {
  authorize(mayLookUpCompanies(actor.user));
  return searchCompanies(db, { query, excludeCompanyId: actor.user.company_id });
}

/** The users to pick from a company: the actor's own, or one in an active relation with it; others answer 404. */
export async function companyUsersSeenBy(db: Db, actor: Actor, companyId: string) {
  authorize(mayLookUpCompanies(actor.user));
  const company = await findCompanyById(db, companyId);
  if (!company) throw notFound();
  authorize(
    maySeeCompanyUsers(
      actor.user,
      company.id,
      await hasActiveRelation(db, actor.user.company_id, company.id),
    ),
  );
  return { company, users: await pickableUsersOf(db, [company.id]).execute() };
}
