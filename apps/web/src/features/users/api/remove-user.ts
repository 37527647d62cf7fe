import type { UserResponse } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** PATCH /api/v1/users/{id} with deleted_at = now removes the user (SPEC.md section 3). */
export const removeUser = (user: Pick<UserResponse, 'id'>) =>
  api.patch(`/api/v1/users/${user.id}`, { deleted_at: new Date().toISOString() }, { answer: 'UserResponse' });

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: (_removed, user) => {
      queryClient.setQueryData<UserResponse[]>(usersQueryKey, (users) =>
        users?.filter(({ id }) => id !== user.id),
      );
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
