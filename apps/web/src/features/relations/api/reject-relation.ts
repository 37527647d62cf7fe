import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relationKeys } from './query-keys.ts';

/** POST /api/v1/relations/{id}/reject: the receiver rejects, the sender cancels (SPEC.md section 4). */
export const rejectRelation = (relationId: string) => api.post(`/api/v1/relations/${relationId}/reject`);

export function useRejectRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRelation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: relationKeys.list }),
  });
}
