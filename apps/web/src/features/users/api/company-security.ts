import type { CompanySecurityResponse } from '@dossier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const companySecurityKey = ['company', 'security'] as const;

/** Whether the company demands a second factor: GET /api/v1/auth/2fa says it for the signed-in admin's company. */
export const getCompanySecurity = async (): Promise<CompanySecurityResponse> => {
  const status = await api.get('/api/v1/auth/2fa', { answer: 'TwoFactorStatusResponse' });
  return { require_2fa: status.required_by_company };
};

export const useCompanySecurity = () =>
  useQuery({ queryKey: companySecurityKey, queryFn: getCompanySecurity });

/** PATCH /api/v1/companies/{id}/security {require_2fa} (admins). */
export const updateCompanySecurity = ({
  companyId,
  require2fa,
}: {
  companyId: string;
  require2fa: boolean;
}) =>
  api.patch(
    `/api/v1/companies/${companyId}/security`,
    { require_2fa: require2fa },
    { answer: 'CompanySecurityResponse' },
  );

export function useUpdateCompanySecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySecurity,
    onSuccess: (saved) => queryClient.setQueryData(companySecurityKey, saved),
  });
}
