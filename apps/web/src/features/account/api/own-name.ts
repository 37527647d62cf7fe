import type { GuestNameRequest, UserResponse } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** PUT /api/v1/users/{id}/name: a guest changes the name they gave (issue 25). */
export const changeOwnName = (userId: string, name: GuestNameRequest) =>
  api.put(`/api/v1/users/${userId}/name`, name, { answer: 'UserResponse' });

/** The account shows the answer at once; chats and member lists hear the new name live. */
export function useChangeOwnName(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: GuestNameRequest) => changeOwnName(userId, name),
    onSuccess: (user) =>
      queryClient.setQueriesData<UserResponse>({ queryKey: currentUserQueryKey }, (me) => me && user),
  });
}
