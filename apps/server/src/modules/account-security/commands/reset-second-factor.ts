import type { Actor } from '../../../auth/sessions.ts';
import { endSessionsOf } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { secondFactorResetMail } from '../../../mail/templates.ts';
import { mayResetSecondFactor } from '../../../policies/account-security.ts';
import { authorize } from '../../../policies/decision.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { fullName } from '../../users/index.ts';
import { removePasskeysOf } from '../passkeys-of.ts';

/**
 * An admin resets a colleague who lost their second factor: the app, recovery codes and passkeys are gone, every
 * session (and socket) of the colleague ends, and a mail tells them. They sign in with their password and enrol again.
 */
export async function resetSecondFactor(deps: CommandDeps, actor: Actor, userId: string): Promise<void> {
  return transact(deps, async ({ trx, config, queueMail }) => {
    const colleague = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!colleague) throw notFound();
    authorize(mayResetSecondFactor(actor.user, colleague));
    await trx.deleteFrom('totp_factors').where('user_id', '=', colleague.id).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', colleague.id).execute();
    await trx.deleteFrom('mfa_tokens').where('user_id', '=', colleague.id).execute();
    await removePasskeysOf(trx, colleague.id);
    const revoked = await endSessionsOf(trx, colleague.id);
    await queueMail(
      colleague.email,
      secondFactorResetMail({
        firstName: colleague.first_name,
        adminName: fullName(actor.user),
        link: `${config.publicUrl}/login`,
      }),
    );
    return { result: undefined, events: [revoked] };
  });
}
