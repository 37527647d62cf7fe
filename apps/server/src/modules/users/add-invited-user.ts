import type { Role, ValidationIssue } from '@dossier/contract';
import { issueOneTimeToken, setPasswordLink } from '../../auth/one-time-tokens.ts';
import type { User } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import type { MailContent } from '../../mail/templates.ts';
import type { Tx } from '../../transact.ts';

/** The refusal of an address that already has a live account, at the body field it came in. */
export const emailInUse = (location: ValidationIssue['loc']) =>
  fieldError(location, 'Dit e-mailadres is al in gebruik');

/** The mail that carries the set-password link: a colleague's invitation, or a new company's welcome. */
type SetPasswordMail = (input: { firstName: string; companyName: string; link: string }) => MailContent;

/**
 * Adds a user without a password to a company, inside the caller's transaction: their row, a single-use
 * set-password link (limits.inviteTokenDays from `now`) and the mail that carries it. The one path by which
 * colleagues and a registering company's first admin get an account; the caller checks the address is free
 * (emailInUse).
 */
export async function addInvitedUser(
  { trx, config, queueMail }: Tx,
  input: {
    company: { id: string; name: string };
    person: { email: string; first_name: string; last_name: string };
    role: Role;
    mail: SetPasswordMail;
    now: Date;
  },
): Promise<User> {
  const user = await trx
    .insertInto('users')
    .values({ company_id: input.company.id, ...input.person, role: input.role })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await issueOneTimeToken(trx, { userId: user.id, purpose: 'invite', now: input.now });
  await queueMail(
    user.email,
    input.mail({
      firstName: user.first_name,
      companyName: input.company.name,
      link: setPasswordLink(config.publicUrl, token),
    }),
  );
  return user;
}
