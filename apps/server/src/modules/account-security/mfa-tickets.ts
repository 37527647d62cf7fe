import { limits } from '@dossier/contract';
import type { Kysely } from 'kysely';
import { addMinutes, hashSecret, newSecret } from '../../auth/tokens.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The first step's ticket of a two-step sign-in: random, only its hash kept, bound to the user, short-lived. */
export async function issueMfaTicket(db: Db, userId: string, now: Date): Promise<string> {
  const { token, hash } = newSecret();
  await db
    .insertInto('mfa_tokens')
    .values({
      user_id: userId,
      token_hash: hash,
      expires_at: addMinutes(now, limits.secondFactor.mfaTokenMinutes),
    })
    .execute();
  return token;
}

/** A ticket still good at `now` (unused, unexpired, fewer wrong codes than allowed) with its live user's address. */
export async function openMfaTicket(db: Db, token: string, now: Date) {
  return db
    .selectFrom('mfa_tokens')
    .innerJoin('users', 'users.id', 'mfa_tokens.user_id')
    .select(['mfa_tokens.id', 'mfa_tokens.user_id', 'users.email'])
    .where('mfa_tokens.token_hash', '=', hashSecret(token))
    .where('mfa_tokens.used_at', 'is', null)
    .where('mfa_tokens.expires_at', '>', now)
    .where('mfa_tokens.wrong_codes', '<', limits.secondFactor.mfaTokenMaxWrongCodes)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A wrong code counts against the ticket; the last allowed one ends it. Committed on its own, whatever follows. */
export async function countWrongCode(db: Db, ticketId: string): Promise<void> {
  await db
    .updateTable('mfa_tokens')
    .set((eb) => ({ wrong_codes: eb('wrong_codes', '+', 1) }))
    .where('id', '=', ticketId)
    .execute();
}

/** Spends the ticket; false when another request spent it first. */
export async function spendMfaTicket(db: Db, ticketId: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('mfa_tokens')
    .set({ used_at: now })
    .where('id', '=', ticketId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
