import type { RelationsResponse } from '@dossier/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relationKeys } from './query-keys.ts';

/** How often an open relations screen asks again, so a new incoming request shows up without reloading. */
export const RELATIONS_REFETCH_MS = 15_000;

/** GET /api/v1/relations: accepted, pending (incoming) and sent requests of the own company. */
export const getRelations = () => api.get<RelationsResponse>('/api/v1/relations');

export const useRelations = () =>
  useQuery({
    queryKey: relationKeys.list,
    queryFn: getRelations,
    // Until live relation events exist, focus and a short interval stand in for them.
    refetchOnWindowFocus: 'always',
    refetchInterval: RELATIONS_REFETCH_MS,
  });
