import type { RelationResponse } from '@dossier/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/** The companies a dossier can be shared with: the active ones among the accepted relations (GET /api/v1/relations). */
export async function getRelationOptions(): Promise<RelationResponse['company'][]> {
  const { accepted } = await api.get('/api/v1/relations', { answer: 'RelationsResponse' });
  return accepted
    .filter((relation) => relation.status === 'active')
    .map((relation) => relation.company)
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

export const useRelationOptions = (enabled: boolean) =>
  useQuery({ queryKey: dossierKeys.relationOptions, queryFn: getRelationOptions, enabled });
