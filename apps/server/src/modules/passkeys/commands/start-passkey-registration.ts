import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { Actor } from '../../../auth/sessions.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayManageOwnPasskeys } from '../../../policies/passkeys.ts';
import type { TimedCommandDeps } from '../../../transact.ts';
import { CHALLENGE_MS, keepChallenge } from '../challenges.ts';
import { passkeysOf } from '../queries.ts';
import { relyingPartyOf, SUPPORTED_ALGORITHMS } from '../relying-party.ts';

/**
 * The options for the browser's `navigator.credentials.create`: a discoverable credential (so it signs in without
 * an address), none of the user's passkeys again; the challenge is kept for the answer.
 */
export async function startPasskeyRegistration(deps: TimedCommandDeps, actor: Actor) {
  authorize(mayManageOwnPasskeys(actor.user));
  const { user } = actor;
  const relyingParty = relyingPartyOf(deps.config);
  const existing = await passkeysOf(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: user.email,
    // The user handle a sign-in hands back: it names the account the credential was made for.
    userID: new TextEncoder().encode(user.id),
    userDisplayName: `${user.first_name} ${user.last_name}`,
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(
    deps.db,
    { purpose: 'register', challenge: options.challenge, userId: user.id },
    deps.clock.now(),
  );
  return options;
}
