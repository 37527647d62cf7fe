import type { InviteUserRequest } from '@dossier/contract';
import { issueOneTimeToken, setPasswordLink } from '../../../auth/one-time-tokens.ts';
import type { Actor } from '../../../auth/sessions.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { fieldError } from '../../../http/errors.ts';
import { inviteUserMail } from '../../../mail/templates.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayInviteUser } from '../../../policies/users.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { companyById } from '../../companies/index.ts';
import { findLiveUserByEmail } from '../queries.ts';

const emailTaken = () => fieldError(['body', 'email'], 'Dit e-mailadres is al in gebruik');

/** An admin adds a colleague to their company, who gets a mail with a set-password link. */
export async function inviteUser(deps: TimedCommandDeps, actor: Actor, input: InviteUserRequest) {
  try {
    return await transact(deps, async ({ trx, config, queueMail }) => {
      authorize(mayInviteUser(actor.user));
      const company = await companyById(trx, actor.user.company_id);
      if (await findLiveUserByEmail(trx, input.email)) throw emailTaken();
      const user = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          role: input.role,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = await issueOneTimeToken(trx, {
        userId: user.id,
        purpose: 'invite',
        now: deps.clock.now(),
      });
      await queueMail(
        user.email,
        inviteUserMail({
          firstName: user.first_name,
          companyName: company.name,
          link: setPasswordLink(config.publicUrl, token),
        }),
      );
      return { result: { user, company }, events: [] };
    });
  } catch (error) {
    // An invitation racing past the check above meets the unique index instead.
    if (isUniqueViolation(error, 'users_email_live')) throw emailTaken();
    throw error;
  }
}
