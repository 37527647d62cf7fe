import type { SignedInResponse } from '@dossier/contract';
import type { Device } from '../../../auth/sessions.ts';
import { unauthorized } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { codeRefusals } from '../code-refusals.ts';
import { countWrongCode, openMfaTicket, spendMfaTicket } from '../mfa-tickets.ts';
import { useSecondFactorCode } from '../second-factor.ts';
import { startSignedInSession } from '../signed-in-session.ts';

/**
 * The second step of a sign-in: the first step's ticket and a code of the user's app or a recovery code. A refusal
 * answers 401 (so the sign-in limits count it) and a wrong or reused code counts against the ticket.
 */
export async function verifySecondStep(
  deps: TimedCommandDeps,
  input: { mfaToken: string; code: string; device: Device },
): Promise<SignedInResponse> {
  const now = deps.clock.now();
  const ticket = await openMfaTicket(deps.db, input.mfaToken, now);
  if (!ticket) throw unauthorized(codeRefusals.signInExpired);
  const check = await useSecondFactorCode(deps.db, ticket.user_id, input.code, now);
  if (check !== 'accepted') {
    await countWrongCode(deps.db, ticket.id);
    throw unauthorized(check === 'reused' ? codeRefusals.codeReused : codeRefusals.wrongCode);
  }
  return transact(deps, async (tx) => {
    if (!(await spendMfaTicket(tx.trx, ticket.id, now))) throw unauthorized(codeRefusals.signInExpired);
    const user = await tx.trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ticket.user_id)
      .executeTakeFirstOrThrow();
    return { result: await startSignedInSession(tx, { user, device: input.device, now }), events: [] };
  });
}
