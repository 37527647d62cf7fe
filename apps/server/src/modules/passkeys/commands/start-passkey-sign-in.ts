import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { TimedCommandDeps } from '../../../transact.ts';
import { CHALLENGE_MS, keepChallenge } from '../challenges.ts';
import { relyingPartyOf } from '../relying-party.ts';

/**
 * The options for `navigator.credentials.get` without a list of credentials: the browser offers the passkeys it
 * holds for this site (discoverable credentials). The challenge is kept under an id the answer names.
 */
export async function startPasskeySignIn(deps: TimedCommandDeps) {
  const relyingParty = relyingPartyOf(deps.config);
  // A passkey counts as both factors, so the authenticator must verify the person (PIN, fingerprint, face).
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    userVerification: 'required',
    timeout: CHALLENGE_MS,
  });
  const challengeId = await keepChallenge(
    deps.db,
    { purpose: 'login', challenge: options.challenge, userId: null },
    deps.clock.now(),
  );
  return { options, challengeId };
}
