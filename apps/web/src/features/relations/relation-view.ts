import type { CompanyResponse, RelationResponse } from '@dossier/contract';
import { limits } from '@dossier/contract';
import { nl } from '../../i18n/nl.ts';

const t = nl.relations;

/** The autocomplete asks the server only from 2 characters on (SPEC.md section 5). */
export const isSearchable = (query: string) => query.trim().length >= limits.companySearch.minChars;

/** The second line of an autocomplete row: registration number and, when known, the city. */
export const companyDetails = (company: Pick<CompanyResponse, 'registration_number' | 'city'>) =>
  [company.registration_number, company.city].filter(Boolean).join(' · ');

/** The label after a pick: client of the product, or external party. */
export const pickedCompanyLabel = (company: Pick<CompanyResponse, 'is_meru_client'>) =>
  company.is_meru_client ? t.client : t.externalParty;

/** The success toast of a new relation: a client still has to accept the request, an external one is active. */
export const relationCreatedToast = (relation: Pick<RelationResponse, 'status'>) =>
  relation.status === 'pending' ? t.inviteRequestSent : t.added;

export interface ExternalCompanyDraft {
  name: string;
  registration_number: string;
  city: string;
}

/** What the admin typed carries over to the registration form: digits as the number, anything else as the name. */
export function externalCompanyDraft(query: string): ExternalCompanyDraft {
  const typed = query.trim();
  const digits = typed.replace(/[\s.]/g, '');
  if (/^\d+$/.test(digits)) return { name: '', registration_number: digits, city: '' };
  return { name: typed, registration_number: '', city: '' };
}
