import { UserResponse } from '@dossier/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useAccessToken } from './session.ts';

export const currentUserQueryKey = ['current-user'] as const;

export const getCurrentUser = () => api.get('/api/v1/users/me', { schema: UserResponse });

/** The signed-in user (GET /api/v1/users/me); idle while there is no token. */
export function useCurrentUser() {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...currentUserQueryKey, token],
    queryFn: getCurrentUser,
    enabled: token !== null,
  });
}
