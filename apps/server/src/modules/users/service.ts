import type { InviteUserRequest } from '@dossier/contract';
import { issueOneTimeToken, setPasswordLink } from '../../auth/one-time-tokens.ts';
import type { Actor } from '../../auth/sessions.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { fieldError } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { inviteUserMail } from '../../mail/templates.ts';
import { authorize, visibleOr404 } from '../../policies/authorize.ts';
import { canRemoveUser } from '../../policies/users.ts';
import { findCompany, findLiveUserByEmail } from './queries.ts';

const EMAIL_TAKEN = fieldError(['body', 'email'], 'Dit e-mailadres is al in gebruik');

export async function listCompanyUsers(db: Db, companyId: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Adds a colleague to the inviter's company and mails a set-password link. */
export async function inviteUser(db: Db, publicUrl: string, actor: Actor, input: InviteUserRequest) {
  const company = await findCompany(db, actor.user.company_id);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const taken = await findLiveUserByEmail(trx, input.email);
      if (taken) throw EMAIL_TAKEN;
      const invited = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          role: input.role,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = await issueOneTimeToken(trx, { userId: invited.id, purpose: 'invite' });
      await enqueueMail(
        trx,
        invited.email,
        inviteUserMail({
          firstName: invited.first_name,
          companyName: company.name,
          link: setPasswordLink(publicUrl, token),
        }),
      );
      return invited;
    });
    return { user, company };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_live')) throw EMAIL_TAKEN;
    throw error;
  }
}

/** Removes a colleague: deleted_at is set and every session of theirs ends in the same transaction. */
export async function removeUser(db: Db, actor: Actor, userId: string, deletedAt: Date) {
  return db.transaction().execute(async (trx) => {
    const user = visibleOr404(
      await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst(),
      (found) => found.company_id === actor.user.company_id && found.deleted_at === null,
    );
    authorize(canRemoveUser(actor.user, user), 'Je kunt jezelf niet verwijderen');
    const removed = await trx
      .updateTable('users')
      .set({ deleted_at: deletedAt })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    return removed;
  });
}
