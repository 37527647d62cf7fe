import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** PATCH /api/v1/dossiers/{id}/users/{userId} {status:'removed'}: leaving (own id) or removal by an admin. */
export const removeDossierUser = (dossierId: string, userId: string) =>
  api.patch(`/api/v1/dossiers/${dossierId}/users/${userId}`, { status: 'removed' });

export function useRemoveDossierUser(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeDossierUser(dossierId, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dossierKeys.data(dossierId) }),
        queryClient.invalidateQueries({ queryKey: dossierKeys.sidebar }),
      ]),
  });
}
