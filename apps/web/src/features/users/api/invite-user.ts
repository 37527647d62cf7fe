import type { InviteUserRequest } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** POST /api/v1/users: invites a colleague, who receives a set-password mail. */
export const inviteUser = (input: InviteUserRequest) =>
  api.post('/api/v1/users', input, { answer: 'UserResponse' });

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
