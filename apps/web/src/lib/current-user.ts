import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useAccessToken } from './session.ts';

export const currentUserQueryKey = ['current-user'] as const;

export const getCurrentUser = () => api.get('/api/v1/users/me', { answer: 'UserResponse' });

/** The signed-in user of this token: the same cache entry for the hook and for a prefetch (issue 25). */
export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: [...currentUserQueryKey, token], queryFn: getCurrentUser });

/** The signed-in user (GET /api/v1/users/me); idle while there is no token. */
export function useCurrentUser() {
  const token = useAccessToken();
  return useQuery({ ...currentUserQueryOptions(token), enabled: token !== null });
}
