import { RelationsResponse } from '@dossier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLiveEvents } from '../../../lib/live-socket-provider.tsx';
import { relationKeys } from './query-keys.ts';

/** GET /api/v1/relations: accepted, pending (incoming) and sent requests of the own company. */
export const getRelations = () => api.get('/api/v1/relations', { schema: RelationsResponse });

/** The relation lists, refreshed when a relation of the company changes anywhere (a live relation_update). */
export function useRelations() {
  const queryClient = useQueryClient();
  useLiveEvents((frame) => {
    if (frame.type === 'relation_update') void queryClient.invalidateQueries({ queryKey: relationKeys.list });
  });
  return useQuery({ queryKey: relationKeys.list, queryFn: getRelations, refetchOnWindowFocus: 'always' });
}
