import type { CreateDossierRequest } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** POST /api/v1/dossiers: internal, or with a counterparty from the accepted relations. */
export const createDossier = (input: CreateDossierRequest) =>
  api.post('/api/v1/dossiers', input, { answer: 'DossierResponse' });

export function useCreateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDossier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dossierKeys.sidebar }),
  });
}
