import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { startSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { unauthorized } from '../../http/errors.ts';
import { findLiveUserByEmail } from '../users/queries.ts';

export const INVALID_LOGIN = 'Ongeldig e-mailadres of wachtwoord';

// Verified against when the address is unknown, so both answers take as long.
let dummyHash: Promise<string> | null = null;

export async function login(db: Db, email: string, password: string): Promise<string> {
  const user = await findLiveUserByEmail(db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN);
  return startSession(db, user.id);
}
