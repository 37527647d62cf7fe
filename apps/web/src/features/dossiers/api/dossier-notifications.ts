import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** GET /api/v1/dossiers/{id}/notifications: whether the signed-in member muted this dossier's mail. */
export const getDossierNotifications = (dossierId: string) =>
  api.get(`/api/v1/dossiers/${dossierId}/notifications`, { answer: 'DossierNotifications' });

export const useDossierNotifications = (dossierId: string, enabled = true) =>
  useQuery({
    queryKey: dossierKeys.notifications(dossierId),
    queryFn: () => getDossierNotifications(dossierId),
    enabled,
  });

/** PUT /api/v1/dossiers/{id}/notifications: mute (no mail about this dossier) or unmute. */
export const setDossierMuted = (dossierId: string, muted: boolean) =>
  api.put(`/api/v1/dossiers/${dossierId}/notifications`, { muted }, { answer: 'DossierNotifications' });

export function useSetDossierMuted(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => setDossierMuted(dossierId, muted),
    onSuccess: (saved) => queryClient.setQueryData(dossierKeys.notifications(dossierId), saved),
  });
}
