import type { GuestNameRequest, TokenValidateResponse, UserResponse } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { dossierKeys } from './query-keys.ts';

/** PUT /api/v1/users/{id}/name: the guest gives (or changes) their own name. */
export const setGuestName = (userId: string, name: GuestNameRequest) =>
  api.put(`/api/v1/users/${userId}/name`, name, { answer: 'UserResponse' });

const isAccessKey = (key: readonly unknown[]) => key[0] === dossierKeys.all[0] && key[2] === 'access';

/** After it, no dossier asks for the name again, and the account shows the new one (the chats hear it live). */
export function useSetGuestName(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: GuestNameRequest) => setGuestName(userId, name),
    onSuccess: (user) => {
      queryClient.setQueriesData<TokenValidateResponse>(
        { predicate: (query) => isAccessKey(query.queryKey) },
        (access) => access && { ...access, needs_name: false },
      );
      queryClient.setQueriesData<UserResponse>({ queryKey: currentUserQueryKey }, (me) => me && user);
    },
  });
}
