import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const billingProfileQueryKey = (companyId: string) => ['billing-profile', companyId] as const;

/** GET /api/v1/companies/{id}/billing: the company's billing profile (before the first save: its starting point). */
export const getBillingProfile = (companyId: string) =>
  api.get(`/api/v1/companies/${companyId}/billing`, { answer: 'BillingProfileResponse' });

export const billingProfileQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: billingProfileQueryKey(companyId), queryFn: () => getBillingProfile(companyId) });

/** Idle until the company is known (the signed-in user arrives first). */
export const useBillingProfile = (companyId: string | undefined) =>
  useQuery({ ...billingProfileQueryOptions(companyId ?? ''), enabled: companyId !== undefined });
