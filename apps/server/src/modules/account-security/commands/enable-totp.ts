import type { RecoveryCodesResponse } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { badRequest, conflict } from '../../../http/errors.ts';
import { mayManageOwnSecondFactor } from '../../../policies/account-security.ts';
import { authorize } from '../../../policies/decision.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { codeRefusals } from '../code-refusals.ts';
import { liftEnrolment } from '../enrolment.ts';
import { replaceRecoveryCodes } from '../recovery-codes.ts';
import { totpStepOf } from '../totp.ts';

/**
 * The first code from the app confirms the pending secret: the app is on, 10 recovery codes are shown once, and the
 * user's sessions that could only enrol may do everything again.
 */
export async function enableTotp(
  deps: TimedCommandDeps,
  actor: Actor,
  code: string,
): Promise<RecoveryCodesResponse> {
  authorize(mayManageOwnSecondFactor(actor.user));
  const now = deps.clock.now();
  return transact(deps, async ({ trx }) => {
    const factor = await trx
      .selectFrom('totp_factors')
      .select(['secret', 'enabled_at'])
      .where('user_id', '=', actor.user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!factor) throw conflict(codeRefusals.noPendingSetup);
    if (factor.enabled_at) throw conflict(codeRefusals.alreadyEnabled);
    const step = totpStepOf(factor.secret, code, now);
    if (step === null) throw badRequest(codeRefusals.wrongCode);
    await trx
      .updateTable('totp_factors')
      .set({ enabled_at: now, last_used_step: step })
      .where('user_id', '=', actor.user.id)
      .execute();
    const recoveryCodes = await replaceRecoveryCodes(trx, actor.user.id);
    return {
      result: { recovery_codes: recoveryCodes },
      events: [await liftEnrolment(trx, actor.user.id)],
    };
  });
}
