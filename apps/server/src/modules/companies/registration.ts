import type { RegisterCompanyRequest } from '@dossier/contract';
import { issueOneTimeToken, setPasswordLink } from '../../auth/one-time-tokens.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { fieldError } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { welcomeAdminMail } from '../../mail/templates.ts';
import { findLiveUserByEmail } from '../users/queries.ts';

const DUPLICATE_NUMBER = fieldError(
  ['body', 'company', 'registrationNumber'],
  'Dit KvK-nummer is al geregistreerd',
);
const DUPLICATE_EMAIL = fieldError(['body', 'user', 'email'], 'Dit e-mailadres is al in gebruik');

/** Registers a client company with its first admin, who sets a password from the welcome mail. */
export async function registerCompany(db: Db, publicUrl: string, input: RegisterCompanyRequest) {
  try {
    return await db.transaction().execute(async (trx) => {
      const numberTaken = await trx
        .selectFrom('companies')
        .select('id')
        .where('registration_number', '=', input.company.registrationNumber)
        .executeTakeFirst();
      if (numberTaken) throw DUPLICATE_NUMBER;
      const emailTaken = await findLiveUserByEmail(trx, input.user.email);
      if (emailTaken) throw DUPLICATE_EMAIL;

      const company = await trx
        .insertInto('companies')
        .values({
          name: input.company.name,
          registration_number: input.company.registrationNumber,
          is_meru_client: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          email: input.user.email,
          first_name: input.user.firstName,
          last_name: input.user.lastName,
          role: 'admin',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = await issueOneTimeToken(trx, { userId: user.id, purpose: 'invite' });
      await enqueueMail(
        trx,
        user.email,
        welcomeAdminMail({
          firstName: user.first_name,
          companyName: company.name,
          link: setPasswordLink(publicUrl, token),
        }),
      );
      return { company, user };
    });
  } catch (error) {
    // Two registrations racing past the checks above meet the unique indexes instead.
    if (isUniqueViolation(error, 'companies_registration_number_key')) throw DUPLICATE_NUMBER;
    if (isUniqueViolation(error, 'users_email_live')) throw DUPLICATE_EMAIL;
    throw error;
  }
}
