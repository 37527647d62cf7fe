import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relationKeys } from './query-keys.ts';

/** GET /api/v1/relations: accepted, pending (incoming) and sent requests of the own company. */
export const getRelations = () => api.get('/api/v1/relations', { answer: 'RelationsResponse' });

/** The relation lists; a live relation_update refreshes them (applyRelationsFrame). */
export const useRelations = () =>
  useQuery({ queryKey: relationKeys.list, queryFn: getRelations, refetchOnWindowFocus: 'always' });
