import { LinkedCompanyResponse } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** POST /api/v1/dossiers/{id}/companies: links the counterparty to a dossier that has none yet. */
export const addDossierCompany = (dossierId: string, companyId: string) =>
  api.post(
    `/api/v1/dossiers/${dossierId}/companies`,
    { dossier_id: dossierId, company_id: companyId },
    { schema: LinkedCompanyResponse },
  );

export function useAddDossierCompany(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => addDossierCompany(dossierId, companyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) }),
  });
}
