import type { SignedInResponse } from '@dossier/contract';
import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Device } from '../../../auth/sessions.ts';
import { unauthorized } from '../../../http/errors.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { startSignedInSession } from '../../account-security/index.ts';
import { takeSignInChallenge } from '../challenges.ts';
import { liveCredential } from '../queries.ts';
import { relyingPartyOf } from '../relying-party.ts';
import { passkeyTexts } from '../texts.ts';

/** The account a sign-in's user handle names (the registration's userID: the user's id as UTF-8), if it names one. */
function userHandleOf(response: Record<string, unknown>): string | null {
  const inner = response.response;
  if (typeof inner !== 'object' || inner === null) return null;
  const { userHandle } = inner as { userHandle?: unknown };
  return typeof userHandle === 'string' && userHandle !== ''
    ? Buffer.from(userHandle, 'base64url').toString('utf8')
    : null;
}

/**
 * Signs in with a passkey alone (it counts as both factors): the challenge is taken for good, the credential must
 * belong to a live user, its signature must hold and its counter move forward. The session is a whole one (a
 * company's demand for a second factor is met) and a new device is mailed about, as after a password.
 */
export async function signInWithPasskey(
  deps: TimedCommandDeps,
  input: { challengeId: string; response: Record<string, unknown>; device: Device },
): Promise<SignedInResponse> {
  const { challengeId, response, device } = input;
  const now = deps.clock.now();
  const challenge = await takeSignInChallenge(deps.db, challengeId, now);
  if (!challenge) throw unauthorized(passkeyTexts.signInExpired);
  const passkey = typeof response.id === 'string' ? await liveCredential(deps.db, response.id) : undefined;
  if (!passkey) throw unauthorized(passkeyTexts.signInFailed);
  const userHandle = userHandleOf(response);
  if (userHandle !== null && userHandle !== passkey.user_id) throw unauthorized(passkeyTexts.signInFailed);

  const relyingParty = relyingPartyOf(deps.config);
  // The library throws on a malformed answer, a false signature and a counter that did not move: one refusal.
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw unauthorized(passkeyTexts.signInFailed);

  return transact(deps, async (tx) => {
    // Only from the counter just verified against: a copy of the key racing this sign-in loses.
    const moved = await tx.trx
      .updateTable('passkeys')
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
      .where('id', '=', passkey.id)
      .where('counter', '=', passkey.counter)
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw unauthorized(passkeyTexts.signInFailed);
    const user = await tx.trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', passkey.user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw unauthorized(passkeyTexts.signInFailed);
    return { result: await startSignedInSession(tx, { user, device, now }), events: [] };
  });
}
