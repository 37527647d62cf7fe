import type { RegisterCompanyRequest } from '@dossier/contract';
import { isUniqueViolation } from '../../../db/errors.ts';
import { fieldError } from '../../../http/errors.ts';
import { welcomeAdminMail } from '../../../mail/templates.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { registrationNumberTaken } from '../../companies/index.ts';
import { addInvitedUser, emailInUse, findLiveUserByEmail } from '../../users/index.ts';

const numberTaken = () =>
  fieldError(['body', 'company', 'registrationNumber'], 'Dit KvK-nummer is al geregistreerd');
const emailTaken = () => emailInUse(['body', 'user', 'email']);

/** Registers a client company with its first admin, who sets a password from the welcome mail. */
export async function registerCompany(deps: TimedCommandDeps, input: RegisterCompanyRequest) {
  try {
    return await transact(deps, async (tx) => {
      const { trx } = tx;
      if (await registrationNumberTaken(trx, input.company.registrationNumber)) throw numberTaken();
      if (await findLiveUserByEmail(trx, input.user.email)) throw emailTaken();
      const company = await trx
        .insertInto('companies')
        .values({
          name: input.company.name,
          registration_number: input.company.registrationNumber,
          is_meru_client: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const user = await addInvitedUser(tx, {
        company,
        person: { email: input.user.email, first_name: input.user.firstName, last_name: input.user.lastName },
        role: 'admin',
        mail: welcomeAdminMail,
        now: deps.clock.now(),
      });
      return { result: { company, user }, events: [] };
    });
  } catch (error) {
    // Two registrations racing past the checks above meet the unique indexes instead.
    if (isUniqueViolation(error, 'companies_registration_number_key')) throw numberTaken();
    if (isUniqueViolation(error, 'users_email_live')) throw emailTaken();
    throw error;
  }
}
