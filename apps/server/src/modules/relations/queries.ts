import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** The relation between two companies, whichever side asked for it (there is at most one). */
export async function findRelationBetween(db: Executor, companyA: string, companyB: string) {
  return db
    .selectFrom('relations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_company_id', '=', companyA), eb('target_company_id', '=', companyB)]),
        eb.and([eb('requester_company_id', '=', companyB), eb('target_company_id', '=', companyA)]),
      ]),
    )
    .executeTakeFirst();
}

export async function hasActiveRelation(db: Executor, companyA: string, companyB: string): Promise<boolean> {
  const relation = await findRelationBetween(db, companyA, companyB);
  return relation?.status === 'active';
}

/** Locks the relation row, so two answers to the same request cannot both win. */
export async function findRelationForUpdate(db: Executor, relationId: string) {
  return db.selectFrom('relations').selectAll().where('id', '=', relationId).forUpdate().executeTakeFirst();
}

/** Every relation of a company with the company on the other side, in one query. */
export async function listRelationsOf(db: Executor, companyId: string) {
  return db
    .selectFrom('relations')
    .innerJoin('companies', (join) =>
      join.on(
        'companies.id',
        '=',
        sql<string>`case when relations.requester_company_id = ${companyId}
          then relations.target_company_id else relations.requester_company_id end`,
      ),
    )
    .selectAll('relations')
    .select([
      'companies.name as company_name',
      'companies.registration_number as company_registration_number',
      'companies.city as company_city',
      'companies.status as company_status',
      'companies.is_meru_client as company_is_meru_client',
    ])
    .where((eb) =>
      eb.or([
        eb('relations.requester_company_id', '=', companyId),
        eb('relations.target_company_id', '=', companyId),
      ]),
    )
    .orderBy('companies.name')
    .orderBy('relations.created_at', 'desc')
    .execute();
}

export type RelationRow = Awaited<ReturnType<typeof listRelationsOf>>[number];
