import type { RegisterExternalCompanyRequest } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { fieldError } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayRegisterExternalCompany } from '../../../policies/relations.ts';
import { type CommandDeps, transact } from '../../../transact.ts';
import { registrationNumberTaken } from '../queries.ts';

const numberTaken = () => fieldError(['body', 'registration_number'], 'Dit KvK-nummer is al geregistreerd');

/** Registers a counterparty that does not use the product: never a client, always active, no users yet. */
export async function registerExternalCompany(
  deps: CommandDeps,
  actor: Actor,
  input: RegisterExternalCompanyRequest,
) {
  try {
    return await transact(deps, async ({ trx }) => {
      authorize(mayRegisterExternalCompany(actor.user));
      if (await registrationNumberTaken(trx, input.registration_number)) throw numberTaken();
      const company = await trx
        .insertInto('companies')
        .values({
          name: input.name,
          registration_number: input.registration_number,
          city: input.city,
          is_meru_client: false,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: company, events: [] };
    });
  } catch (error) {
    // A registration racing past the check above meets the unique index instead.
    if (isUniqueViolation(error, 'companies_registration_number_key')) throw numberTaken();
    throw error;
  }
}
