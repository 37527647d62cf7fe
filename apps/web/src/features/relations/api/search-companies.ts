import { limits } from '@dossier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relationKeys } from './query-keys.ts';

/** GET /app/relations/search?q=: companies by name or registration number, own company excluded. */
export const searchCompanies = (query: string, signal?: AbortSignal) =>
  api.get('/app/relations/search', { query: { q: query }, signal, answer: 'CompanySearchResponse' });

/** Searches once the (already debounced) input has enough characters; keeps the last list while typing on. */
export const useCompanySearch = (query: string) =>
  useQuery({
    queryKey: relationKeys.search(query),
    queryFn: ({ signal }) => searchCompanies(query, signal),
    enabled: query.length >= limits.companySearch.minChars,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
