import { issueOneTimeToken, setPasswordLink } from '../../../auth/one-time-tokens.ts';
import { passwordResetMail } from '../../../mail/templates.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { findLiveUserByEmail } from '../../users/index.ts';

/** Queues a reset mail when the address belongs to a live account with a password; says nothing either way. */
export async function requestPasswordReset(deps: TimedCommandDeps, email: string): Promise<void> {
  await transact(deps, async ({ trx, config, queueMail }) => {
    const user = await findLiveUserByEmail(trx, email);
    if (user && user.role !== 'viewer') {
      const token = await issueOneTimeToken(trx, {
        userId: user.id,
        purpose: 'password_reset',
        now: deps.clock.now(),
      });
      const link = setPasswordLink(config.publicUrl, token);
      await queueMail(user.email, passwordResetMail({ firstName: user.first_name, link }));
    }
    return { result: undefined, events: [] };
  });
}
