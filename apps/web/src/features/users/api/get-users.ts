import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const usersQueryKey = ['users'] as const;

/** GET /api/v1/admin/users: the colleagues of the admin's company. */
export const getUsers = () => api.get('/api/v1/admin/users', { answer: 'UserResponse[]' });

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
