import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { findCompanyById } from '../companies/index.ts';
import { hasActiveRelation } from '../relations/index.ts';
import { pickableUsersOf } from '../users/index.ts';

/**
 * Checks a counterparty for a dossier of the actor's company: an active relation, and for a client of
 * the product a live, non-guest user of that company. Field errors name the body field at fault.
 */
export async function resolveCounterparty(
  db: Kysely<Database>,
  actor: Actor,
  companyId: string,
  userId: string | undefined,
  requireUser: boolean,
) {
  const company = await findCompanyById(db, companyId);
  const related =
    company !== undefined &&
    company.id !== actor.user.company_id &&
    (await hasActiveRelation(db, actor.user.company_id, company.id));
  if (!company || !related)
    throw fieldError(['body', 'company_id'], 'Kies een bedrijf uit je actieve relaties');
  if (!company.is_meru_client || (!requireUser && userId === undefined)) return { company, user: null };
  if (userId === undefined) throw fieldError(['body', 'user_id'], 'Kies een gebruiker van dit bedrijf');
  const user = await pickableUsersOf(db, [company.id]).where('id', '=', userId).executeTakeFirst();
  if (!user) throw fieldError(['body', 'user_id'], 'Kies een gebruiker van dit bedrijf');
  return { company, user };
}
