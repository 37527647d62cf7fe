import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

export type StatusTransition = 'request-close' | 'close';

/** POST /api/v1/dossiers/{id}/request-close or /close (SPEC.md section 4). */
export const changeDossierStatus = (dossierId: string, transition: StatusTransition) =>
  api.post(`/api/v1/dossiers/${dossierId}/${transition}`, undefined, { answer: 'DossierResponse' });

export function useChangeDossierStatus(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transition: StatusTransition) => changeDossierStatus(dossierId, transition),
    onSuccess: (dossier) => {
      queryClient.setQueryData(dossierKeys.detail(dossierId), dossier);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) }),
        queryClient.invalidateQueries({ queryKey: dossierKeys.sidebar }),
      ]);
    },
  });
}
