import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** POST /api/v1/dossiers/{id}/users: adds a user of one of the dossier's companies. */
export const addDossierUser = (dossierId: string, userId: string) =>
  api.post(
    `/api/v1/dossiers/${dossierId}/users`,
    { dossier_id: dossierId, user_id: userId },
    { answer: 'DossierMember' },
  );

export function useAddDossierUser(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addDossierUser(dossierId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) }),
  });
}
