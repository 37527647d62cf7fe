import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** The answer as the server words it; the contract has no schema for it yet, so it is not checked. */
export interface LinkedCompany {
  dossier_id: string;
  company_id: string;
  company_name: string;
}

/** POST /api/v1/dossiers/{id}/companies: links the counterparty to a dossier that has none yet. */
export const addDossierCompany = (dossierId: string, companyId: string) =>
  api.post<LinkedCompany>(`/api/v1/dossiers/${dossierId}/companies`, {
    dossier_id: dossierId,
    company_id: companyId,
  });

export function useAddDossierCompany(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => addDossierCompany(dossierId, companyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) }),
  });
}
