import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

const guestPath = (dossierId: string, userId: string) => `/api/v1/dossiers/${dossierId}/users/${userId}`;

/** POST .../users/{userId}/renew-token: a new expiry for the guest and a fresh link by mail. */
export const renewGuestAccess = (dossierId: string, userId: string) =>
  api.post(`${guestPath(dossierId, userId)}/renew-token`, undefined, { answer: 'RenewTokenResponse' });

/** POST .../users/{userId}/resend-link: a fresh link by mail, the expiry unchanged. */
export const resendGuestLink = (dossierId: string, userId: string) =>
  api.post(`${guestPath(dossierId, userId)}/resend-link`, undefined, { answer: 'ResendLinkResponse' });

/** The member list shows each guest's expiry: it is fetched again after either action. */
function useGuestAction(dossierId: string, call: (dossierId: string, userId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(dossierId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dossierKeys.data(dossierId) }),
  });
}

export const useRenewGuestAccess = (dossierId: string) => useGuestAction(dossierId, renewGuestAccess);
export const useResendGuestLink = (dossierId: string) => useGuestAction(dossierId, resendGuestLink);
