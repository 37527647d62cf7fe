import type { RelationResponse, RelationsResponse } from '@dossier/contract';
import type { Company, Relation } from '../../db/schema.ts';
import { presentCompany } from '../companies/index.ts';
import type { RelationRow } from './queries.ts';

/** The company on the other side of a relation, as seen from companyId. */
export const counterpartyIdOf = (relation: Relation, companyId: string) =>
  relation.requester_company_id === companyId ? relation.target_company_id : relation.requester_company_id;

export function presentRelation(relation: Relation, counterparty: Company): RelationResponse {
  return {
    relation_id: relation.id,
    status: relation.status,
    company: presentCompany(counterparty),
    created_at: relation.created_at.toISOString(),
  };
}

function presentRow(row: RelationRow, companyId: string): RelationResponse {
  return {
    relation_id: row.id,
    status: row.status,
    company: {
      id: counterpartyIdOf(row, companyId),
      name: row.company_name,
      registration_number: row.company_registration_number,
      city: row.company_city,
      status: row.company_status,
      is_meru_client: row.company_is_meru_client,
    },
    created_at: row.created_at.toISOString(),
  };
}

/** accepted: settled relations by company name; pending: requests to us; sent: our open requests, newest first. */
export function presentRelations(rows: RelationRow[], companyId: string): RelationsResponse {
  const newestFirst = (a: RelationRow, b: RelationRow) => b.created_at.getTime() - a.created_at.getTime();
  const open = rows.filter((row) => row.status === 'pending').sort(newestFirst);
  return {
    accepted: rows.filter((row) => row.status !== 'pending').map((row) => presentRow(row, companyId)),
    pending: open
      .filter((row) => row.target_company_id === companyId)
      .map((row) => presentRow(row, companyId)),
    sent: open
      .filter((row) => row.requester_company_id === companyId)
      .map((row) => presentRow(row, companyId)),
  };
}
