import { DossierMember } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** POST /api/v1/dossiers/{id}/invite: links an external company (if needed) and invites its contact as a guest. */
export const inviteGuest = (dossierId: string, input: { email: string; company_id: string }) =>
  api.post(
    `/api/v1/dossiers/${dossierId}/invite`,
    { ...input, dossier_id: dossierId },
    { schema: DossierMember },
  );

export function useInviteGuest(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; company_id: string }) => inviteGuest(dossierId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) }),
  });
}
