import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { authorize } from '../../policies/decision.ts';
import { mayListCompanyUsers } from '../../policies/users.ts';
import { companyById } from '../companies/index.ts';
import { liveUsersOf } from './queries.ts';

/** The signed-in user with their company (GET /users/me). */
export async function currentUser(db: Db, actor: Actor) {
  return { user: actor.user, company: await companyById(db, actor.user.company_id) };
}

/** Every live colleague of the admin's company (the users screen). */
export async function companyUsersFor(db: Db, actor: Actor) {
  authorize(mayListCompanyUsers(actor.user));
  const [company, users] = await Promise.all([
    companyById(db, actor.user.company_id),
    liveUsersOf(db, actor.user.company_id),
  ]);
  return { company, users };
}
