import { limits } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Database, OneTimeTokenPurpose } from '../db/schema.ts';
import { addDays, addMinutes, hashSecret, newSecret } from './tokens.ts';

const LIFETIME: Record<OneTimeTokenPurpose, (now: Date) => Date> = {
  password_reset: (now) => addMinutes(now, limits.resetTokenMinutes),
  invite: (now) => addDays(now, limits.inviteTokenDays),
  magic_link: (now) => addDays(now, limits.viewerAccessDays),
  end_session: (now) => addDays(now, limits.sessionDays),
};

/** When a token stops working: a moment of its own (a guest's access end), or its kind's lifetime from now. */
type Expiry = { expiresAt: Date } | { now: Date };

/**
 * Issues a single-use token; returns the secret for the link (only its hash is stored). `now` is the rule clock's
 * (deps.clock), the one its use is checked against.
 */
export async function issueOneTimeToken(
  trx: Kysely<Database>,
  input: { userId: string; purpose: OneTimeTokenPurpose; dossierId?: string; sessionId?: string } & Expiry,
): Promise<string> {
  const { token, hash } = newSecret();
  await trx
    .insertInto('one_time_tokens')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hash,
      dossier_id: input.dossierId ?? null,
      session_id: input.sessionId ?? null,
      expires_at: 'expiresAt' in input ? input.expiresAt : LIFETIME[input.purpose](input.now),
    })
    .execute();
  return token;
}

/** Marks a valid token used at `now` and returns it; null when unknown, used, expired or its user is gone. */
export async function consumeOneTimeToken(
  trx: Kysely<Database>,
  token: string,
  purposes: OneTimeTokenPurpose[],
  now: Date,
) {
  return trx
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'one_time_tokens.user_id')
          .where('users.deleted_at', 'is', null),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

export const setPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${token}`;
