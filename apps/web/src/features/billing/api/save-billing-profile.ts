import type { BillingProfileRequest } from '@dossier/contract/billing-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { billingProfileQueryKey } from './get-billing-profile.ts';

/** PUT /api/v1/companies/{id}/billing: the whole profile (admins only). */
export const saveBillingProfile = ({
  companyId,
  profile,
}: {
  companyId: string;
  profile: BillingProfileRequest;
}) => api.put(`/api/v1/companies/${companyId}/billing`, profile, { answer: 'BillingProfileResponse' });

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingProfile,
    onSuccess: (saved) => queryClient.setQueryData(billingProfileQueryKey(saved.company_id), saved),
  });
}
