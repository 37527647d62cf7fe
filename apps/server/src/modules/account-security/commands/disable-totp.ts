import { verifyPassword } from '../../../auth/passwords.ts';
import type { Actor } from '../../../auth/sessions.ts';
import { badRequest } from '../../../http/errors.ts';
import { mayDisableSecondFactor, mayManageOwnSecondFactor } from '../../../policies/account-security.ts';
import { authorize } from '../../../policies/decision.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { codeRefusals } from '../code-refusals.ts';
import { secondFactorsOf, totpEnabled, useSecondFactorCode } from '../second-factor.ts';

/** Turns the app off with the password and a code, both: a stolen session alone cannot. Recovery codes go too. */
export async function disableTotp(
  deps: TimedCommandDeps,
  actor: Actor,
  input: { password: string; code: string },
): Promise<void> {
  authorize(mayManageOwnSecondFactor(actor.user));
  const { db, clock } = deps;
  if (!(await totpEnabled(db, actor.user.id))) throw badRequest(codeRefusals.notEnabled);
  const company = await db
    .selectFrom('companies')
    .select('require_2fa')
    .where('id', '=', actor.user.company_id)
    .executeTakeFirstOrThrow();
  const { passkeys } = await secondFactorsOf(db, actor.user.id);
  authorize(mayDisableSecondFactor(actor.user, { requiredByCompany: company.require_2fa, passkeys }));
  // The hash takes tens of milliseconds: worked out before any code is spent and outside the transaction.
  if (!(await verifyPassword(actor.user.password_hash, input.password)))
    throw badRequest(codeRefusals.wrongPassword);
  const check = await useSecondFactorCode(db, actor.user.id, input.code, clock.now());
  if (check !== 'accepted')
    throw badRequest(check === 'reused' ? codeRefusals.codeReused : codeRefusals.wrongCode);
  await transact(deps, async ({ trx }) => {
    await trx.deleteFrom('totp_factors').where('user_id', '=', actor.user.id).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', actor.user.id).execute();
    return { result: undefined, events: [] };
  });
}
