import type { CompanyResponse } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relationKeys } from './query-keys.ts';

/** POST /api/v1/relations: a request (pending) to a client of the product, an active relation with an external one. */
export const createRelation = (company: Pick<CompanyResponse, 'id' | 'is_meru_client'>) =>
  api.post(
    '/api/v1/relations',
    { company_2_id: company.id, status: company.is_meru_client ? 'pending' : 'active' },
    { answer: 'RelationResponse' },
  );

export function useCreateRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationKeys.all }),
  });
}
