import type { InviteUserRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { inviteUserMail } from '../../../mail/templates.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayInviteUser } from '../../../policies/users.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { companyById } from '../../companies/index.ts';
import { addInvitedUser, emailInUse } from '../add-invited-user.ts';
import { findLiveUserByEmail } from '../queries.ts';

const emailTaken = () => emailInUse(['body', 'email']);

/** An admin adds a colleague to their company, who gets a mail with a set-password link. */
export async function inviteUser(deps: TimedCommandDeps, actor: Actor, input: InviteUserRequest) {
  try {
    return await transact(deps, async (tx) => {
      authorize(mayInviteUser(actor.user));
      const company = await companyById(tx.trx, actor.user.company_id);
      if (await findLiveUserByEmail(tx.trx, input.email)) throw emailTaken();
      const { email, first_name, last_name, role } = input;
      const user = await addInvitedUser(tx, {
        company,
        person: { email, first_name, last_name },
        role,
        mail: inviteUserMail,
        now: deps.clock.now(),
      });
      return { result: { user, company }, events: [] };
    });
  } catch (error) {
    // An invitation racing past the check above meets the unique index instead.
    if (isUniqueViolation(error, 'users_email_live')) throw emailTaken();
    throw error;
  }
}
