import type { RegisterExternalCompanyRequest } from '@dossier/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Company } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';

const DUPLICATE_NUMBER = fieldError(['body', 'registration_number'], 'Dit KvK-nummer is al geregistreerd');

/** Registers a counterparty that does not use the product: never a client, always active, no users yet. */
export async function registerExternalCompany(
  db: Db,
  input: RegisterExternalCompanyRequest,
): Promise<Company> {
  try {
    return await db.transaction().execute(async (trx) => {
      const numberTaken = await trx
        .selectFrom('companies')
        .select('id')
        .where('registration_number', '=', input.registration_number)
        .executeTakeFirst();
      if (numberTaken) throw DUPLICATE_NUMBER;
      return trx
        .insertInto('companies')
        .values({
          name: input.name,
          registration_number: input.registration_number,
          city: input.city,
          is_meru_client: false,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // A registration racing past the check above meets the unique index instead.
    if (isUniqueViolation(error, 'companies_registration_number_key')) throw DUPLICATE_NUMBER;
    throw error;
  }
}
