import type { CancelCloseRequest } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/**
 * POST /api/v1/dossiers/{id}/cancel-close (issue 24): the close request is withdrawn and the dossier is open again;
 * without a reason by the company that asked ('Sluitverzoek intrekken'), with one by the other ('Nog niet').
 */
export const cancelCloseRequest = (dossierId: string, body: CancelCloseRequest) =>
  api.post(`/api/v1/dossiers/${dossierId}/cancel-close`, body, { answer: 'DossierResponse' });

export function useCancelCloseRequest(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelCloseRequest) => cancelCloseRequest(dossierId, body),
    onSuccess: (dossier) => {
      queryClient.setQueryData(dossierKeys.detail(dossierId), dossier);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) }),
        queryClient.invalidateQueries({ queryKey: dossierKeys.sidebar }),
      ]);
    },
  });
}
