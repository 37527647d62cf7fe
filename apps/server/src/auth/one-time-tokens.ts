import { limits } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Database, OneTimeTokenPurpose } from '../db/schema.ts';
import { addDays, addMinutes, hashSecret, newSecret } from './tokens.ts';

const LIFETIME: Record<OneTimeTokenPurpose, (now: Date) => Date> = {
  password_reset: (now) => addMinutes(now, limits.resetTokenMinutes),
  invite: (now) => addDays(now, limits.inviteTokenDays),
  magic_link: (now) => addDays(now, limits.viewerAccessDays),
};

/** Issues a single-use token; returns the secret for the link (only its hash is stored). */
export async function issueOneTimeToken(
  trx: Kysely<Database>,
  input: { userId: string; purpose: OneTimeTokenPurpose; dossierId?: string; expiresAt?: Date },
): Promise<string> {
  const { token, hash } = newSecret();
  await trx
    .insertInto('one_time_tokens')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hash,
      dossier_id: input.dossierId ?? null,
      expires_at: input.expiresAt ?? LIFETIME[input.purpose](new Date()),
    })
    .execute();
  return token;
}

/** Marks a valid token used and returns it; null when unknown, used, expired or its user is gone. */
export async function consumeOneTimeToken(
  trx: Kysely<Database>,
  token: string,
  purposes: OneTimeTokenPurpose[],
) {
  return trx
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
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
