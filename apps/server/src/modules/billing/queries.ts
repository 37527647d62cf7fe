import type { BillingProfileRequest } from '@dossier/contract/billing-request';
import type { Kysely, Transaction } from 'kysely';
import type { BillingProfile, Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A company's saved billing profile, or undefined before its first save. */
export async function findBillingProfile(db: Db, companyId: string): Promise<BillingProfile | undefined> {
  return db.selectFrom('billing_profiles').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/**
 * The company row, locked against other changes of its profile (FOR NO KEY UPDATE: rows referencing the company
 * are still written meanwhile), so that two saves are ordered and each sees the IBAN the other left.
 */
export async function lockCompanyForBilling(trx: Transaction<Database>, companyId: string) {
  return trx
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Writes the whole profile, the first save or a later one. */
export async function saveBillingProfile(
  trx: Transaction<Database>,
  companyId: string,
  profile: BillingProfileRequest,
  change: { by: string; at: Date },
): Promise<BillingProfile> {
  const values = { ...profile, updated_at: change.at, updated_by: change.by };
  return trx
    .insertInto('billing_profiles')
    .values({ company_id: companyId, ...values })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The company's dossiers that are not closed and that it shares with at least one other company, in a fixed order
 * (their rows are locked one by one while a line is written in each), with those other companies.
 */
export async function sharedOpenDossiersOf(db: Db, companyId: string) {
  const rows = await db
    .selectFrom('dossier_companies as own')
    .innerJoin('dossiers as d', 'd.id', 'own.dossier_id')
    .innerJoin('dossier_companies as other', 'other.dossier_id', 'own.dossier_id')
    .select(['d.id', 'd.title', 'other.company_id as other_company_id'])
    .where('own.company_id', '=', companyId)
    .where('other.company_id', '<>', companyId)
    .where('d.status', '<>', 'closed')
    .orderBy('d.id')
    .execute();
  const dossiers = new Map<string, { id: string; title: string; otherCompanyIds: string[] }>();
  for (const row of rows) {
    const dossier = dossiers.get(row.id) ?? { id: row.id, title: row.title, otherCompanyIds: [] };
    dossier.otherCompanyIds.push(row.other_company_id);
    dossiers.set(row.id, dossier);
  }
  return [...dossiers.values()];
}
