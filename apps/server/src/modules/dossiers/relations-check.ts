import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** True when the two companies have an active relation, whichever side asked for it. */
export async function haveActiveRelation(
  db: Kysely<Database>,
  companyA: string,
  companyB: string,
): Promise<boolean> {
  const relation = await db
    .selectFrom('relations')
    .select('id')
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_company_id', '=', companyA), eb('target_company_id', '=', companyB)]),
        eb.and([eb('requester_company_id', '=', companyB), eb('target_company_id', '=', companyA)]),
      ]),
    )
    .executeTakeFirst();
  return relation !== undefined;
}
