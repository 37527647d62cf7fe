import { UserResponse } from '@dossier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const usersQueryKey = ['users'] as const;

/** GET /api/v1/admin/users: the colleagues of the admin's company. */
export const getUsers = () => api.get('/api/v1/admin/users', { schema: z.array(UserResponse) });

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
