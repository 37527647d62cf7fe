import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Actor } from '../../../auth/sessions.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { badRequest, conflict } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayManageOwnPasskeys } from '../../../policies/passkeys.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { liftEnrolment } from '../../account-security/index.ts';
import { takeRegistrationChallenges } from '../challenges.ts';
import { relyingPartyOf, SUPPORTED_ALGORITHMS } from '../relying-party.ts';
import { passkeyTexts } from '../texts.ts';

/**
 * Verifies the browser's answer to the latest registration options and keeps the new credential: a second factor, so
 * the user's sessions that could only enrol may do everything now.
 */
export async function registerPasskey(
  deps: TimedCommandDeps,
  actor: Actor,
  request: { response: Record<string, unknown>; name?: string | undefined },
) {
  authorize(mayManageOwnPasskeys(actor.user));
  // Taken before verifying: a challenge answers once, whether the answer holds or not.
  const challenges = await takeRegistrationChallenges(deps.db, actor.user.id, deps.clock.now());
  if (challenges.length === 0) throw badRequest(passkeyTexts.registrationExpired);
  const relyingParty = relyingPartyOf(deps.config);
  // The library throws on a malformed answer as well as on a false one: both are the same refusal.
  const verification = await verifyRegistrationResponse({
    response: request.response as unknown as RegistrationResponseJSON,
    expectedChallenge: (challenge) => challenges.includes(challenge),
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) throw badRequest(passkeyTexts.registrationFailed);
  const { credential } = verification.registrationInfo;

  return transact(deps, async ({ trx }) => {
    const { count } = await trx
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', actor.user.id)
      .executeTakeFirstOrThrow();
    try {
      const passkey = await trx
        .insertInto('passkeys')
        .values({
          user_id: actor.user.id,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: request.name ?? `Passkey ${Number(count) + 1}`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: passkey, events: [await liftEnrolment(trx, actor.user.id)] };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(passkeyTexts.alreadyAdded);
      throw error;
    }
  });
}
