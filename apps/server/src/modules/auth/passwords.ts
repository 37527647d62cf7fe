import { consumeOneTimeToken, issueOneTimeToken, setPasswordLink } from '../../auth/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import { findLiveUserByEmail } from '../users/queries.ts';

/** Queues a reset mail when the address belongs to a live account; says nothing either way. */
export async function requestPasswordReset(db: Db, publicUrl: string, email: string): Promise<boolean> {
  const user = await findLiveUserByEmail(db, email);
  if (!user || user.role === 'viewer') return false;
  await db.transaction().execute(async (trx) => {
    const token = await issueOneTimeToken(trx, { userId: user.id, purpose: 'password_reset' });
    await enqueueMail(
      trx,
      user.email,
      passwordResetMail({ firstName: user.first_name, link: setPasswordLink(publicUrl, token) }),
    );
  });
  return true;
}

/** Sets a new password from a reset or invite link; the link works once and ends every session. Returns the user id. */
export async function confirmPasswordReset(db: Db, token: string, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    const used = await consumeOneTimeToken(trx, token, ['password_reset', 'invite']);
    if (!used) throw badRequest('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', used.user_id)
      .execute();
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', used.user_id)
      .where('purpose', 'in', ['password_reset', 'invite'])
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', used.user_id).execute();
    return used.user_id;
  });
}

/** Changes the signed-in user's password; other sessions of the user end, this one stays. */
export async function changePassword(db: Db, actor: Actor, currentPassword: string, newPassword: string) {
  if (!(await verifyPassword(actor.user.password_hash, currentPassword))) {
    throw fieldError(['body', 'current_password'], 'Het huidige wachtwoord klopt niet');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', actor.user.id)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', actor.user.id)
      .where('id', '!=', actor.sessionId)
      .execute();
  });
}
