import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** GET /api/v1/companies/{id}/users: the users of a related company, to share a dossier with one of them. */
export const getCompanyUsers = (companyId: string) =>
  api.get(`/api/v1/companies/${companyId}/users`, { answer: 'UserResponse[]' });

export const useCompanyUsers = (companyId: string | null) =>
  useQuery({
    queryKey: dossierKeys.companyUsers(companyId ?? ''),
    queryFn: () => getCompanyUsers(companyId!),
    enabled: companyId !== null,
  });
