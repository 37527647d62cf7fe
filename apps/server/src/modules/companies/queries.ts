import type { Kysely } from 'kysely';
import type { Company, Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A company by id, or undefined (an id from a request). */
export async function findCompanyById(db: Db, companyId: string): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

/** A company that must exist (an id from a row that references it). */
export async function companyById(db: Db, companyId: string): Promise<Company> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw new Error(`company ${companyId} is referenced but missing`);
  return company;
}

export async function registrationNumberTaken(db: Db, registrationNumber: string): Promise<boolean> {
  const found = await db
    .selectFrom('companies')
    .select('id')
    .where('registration_number', '=', registrationNumber)
    .executeTakeFirst();
  return found !== undefined;
}
