import { limits } from '@dossier/contract';
import type { Db } from '../../db/connection.ts';
import type { PasskeyChallengePurpose } from '../../db/schema.ts';

/** How long a ceremony may take, from its options to its answer. */
export const CHALLENGE_MS = limits.secondFactor.mfaTokenMinutes * 60_000;

/** Keeps a new challenge (and clears the expired ones of every ceremony); returns its id. */
export async function keepChallenge(
  db: Db,
  challenge: { purpose: PasskeyChallengePurpose; challenge: string; userId: string | null },
  now: Date,
): Promise<string> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
  const row = await db
    .insertInto('passkey_challenges')
    .values({
      purpose: challenge.purpose,
      challenge: challenge.challenge,
      user_id: challenge.userId,
      expires_at: new Date(now.getTime() + CHALLENGE_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes a sign-in's challenge for good (single use, whatever follows); null when unknown, used or expired. */
export async function takeSignInChallenge(db: Db, id: string, now: Date): Promise<string | null> {
  const row = await db
    .deleteFrom('passkey_challenges')
    .where('id', '=', id)
    .where('purpose', '=', 'login')
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > now ? row.challenge : null;
}

/** Takes every registration challenge of the user for good; the live ones come back. */
export async function takeRegistrationChallenges(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom('passkey_challenges')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'register')
    .returning(['challenge', 'expires_at'])
    .execute();
  return rows.filter((row) => row.expires_at > now).map((row) => row.challenge);
}
