import type { TwoFactorStatusResponse } from '@dossier/contract';
import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { secondFactorsOf } from './second-factor.ts';

/** The signed-in user's second factors and whether their company demands one. */
export async function twoFactorStatusOf(db: Db, actor: Actor): Promise<TwoFactorStatusResponse> {
  const factors = await secondFactorsOf(db, actor.user.id);
  const company = await db
    .selectFrom('companies')
    .select('require_2fa')
    .where('id', '=', actor.user.company_id)
    .executeTakeFirstOrThrow();
  return {
    totp_enabled: factors.totpEnabled,
    recovery_codes_left: factors.totpEnabled ? factors.recoveryCodesLeft : 0,
    passkeys: factors.passkeys,
    required_by_company: company.require_2fa,
  };
}

/** The user's live sessions at `now`, newest first. */
export async function sessionsOf(db: Db, actor: Actor, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', actor.user.id)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
