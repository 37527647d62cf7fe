import type { TwoFactorSetupResponse } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { conflict } from '../../../http/errors.ts';
import { mayManageOwnSecondFactor } from '../../../policies/account-security.ts';
import { authorize } from '../../../policies/decision.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { codeRefusals } from '../code-refusals.ts';
import { newTotpSecret } from '../totp.ts';

/** A new secret to scan, pending until its first code confirms it; a later setup replaces a pending one. */
export async function startTotpSetup(deps: TimedCommandDeps, actor: Actor): Promise<TwoFactorSetupResponse> {
  authorize(mayManageOwnSecondFactor(actor.user));
  const { secret, otpauthUrl } = newTotpSecret(actor.user.email);
  const now = deps.clock.now();
  return transact(deps, async ({ trx }) => {
    const current = await trx
      .selectFrom('totp_factors')
      .select('enabled_at')
      .where('user_id', '=', actor.user.id)
      .forUpdate()
      .executeTakeFirst();
    if (current?.enabled_at) throw conflict(codeRefusals.alreadyEnabled);
    await trx
      .insertInto('totp_factors')
      .values({ user_id: actor.user.id, secret, created_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ secret, created_at: now, enabled_at: null, last_used_step: null }),
      )
      .execute();
    return { result: { secret, otpauth_url: otpauthUrl }, events: [] };
  });
}
