import { randomInt } from 'node:crypto';
import { limits } from '@dossier/contract';
import { hashSecret } from '../../auth/tokens.ts';
import type { Tx } from '../../transact.ts';

// No 0/o or 1/l: read from paper and typed again.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Only the SHA-256 of a code is kept: 50 random bits each, so no slow hash is needed. */
export const recoveryCodeHash = (normalised: string) => hashSecret(`recovery:${normalised}`);

/** Replaces the user's recovery codes with new ones; returns them to show once. */
export async function replaceRecoveryCodes(trx: Tx['trx'], userId: string): Promise<string[]> {
  const codes = Array.from({ length: limits.secondFactor.recoveryCodes }, recoveryCode);
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code.replace('-', '')) })))
    .execute();
  return codes;
}
