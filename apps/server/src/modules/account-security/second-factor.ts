import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { passkeyCountOf } from './passkeys-of.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { isAppCode, normalisedCode, totpStepOf } from './totp.ts';

type Db = Kysely<Database>;

export type CodeCheck = 'accepted' | 'wrong' | 'reused';

/**
 * Uses a code of the user's second factor at `now`: an app's code of a later time step than the last one used, or
 * an unused recovery code. Each use is one conditional statement, so two requests with one code cannot both pass.
 */
export async function useSecondFactorCode(
  db: Db,
  userId: string,
  typed: string,
  now: Date,
): Promise<CodeCheck> {
  const code = normalisedCode(typed);
  if (isAppCode(code)) {
    const factor = await db
      .selectFrom('totp_factors')
      .select('secret')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    const step = factor ? totpStepOf(factor.secret, code, now) : null;
    if (step === null) return 'wrong';
    const used = await db
      .updateTable('totp_factors')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
      .returning('user_id')
      .executeTakeFirst();
    return used ? 'accepted' : 'reused';
  }
  const hash = recoveryCodeHash(code);
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (used) return 'accepted';
  const spent = await db
    .selectFrom('recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .executeTakeFirst();
  return spent ? 'reused' : 'wrong';
}

export async function totpEnabled(db: Db, userId: string): Promise<boolean> {
  const factor = await db
    .selectFrom('totp_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return factor !== undefined;
}

/** The user's second factors: an enabled authenticator app, recovery codes left, passkeys. */
export async function secondFactorsOf(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('totp_factors')
            .select('user_id')
            .where('user_id', '=', userId)
            .where('enabled_at', 'is not', null),
        )
        .as('totp_enabled'),
      eb
        .selectFrom('recovery_codes')
        .select((inner) => inner.fn.countAll<string>().as('left'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .as('recovery_codes_left'),
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const passkeys = await passkeyCountOf(db, userId);
  return {
    totpEnabled: Boolean(row.totp_enabled),
    recoveryCodesLeft: Number(row.recovery_codes_left ?? 0),
    passkeys,
  };
}

export const hasSecondFactor = (factors: { totpEnabled: boolean; passkeys: number }) =>
  factors.totpEnabled || factors.passkeys > 0;
