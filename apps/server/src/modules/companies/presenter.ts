import type { CompanyResponse } from '@dossier/contract';
import type { Company } from '../../db/schema.ts';

export function presentCompany(company: Company): CompanyResponse {
  return {
    id: company.id,
    name: company.name,
    registration_number: company.registration_number,
    city: company.city,
    status: company.status,
    is_meru_client: company.is_meru_client,
  };
}
