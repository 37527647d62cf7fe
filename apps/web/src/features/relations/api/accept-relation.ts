import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relationKeys } from './query-keys.ts';

/** POST /api/v1/relations/{id}/accept: only the receiving company may. */
export const acceptRelation = (relationId: string) =>
  api.post(`/api/v1/relations/${relationId}/accept`, undefined, { answer: 'RelationResponse' });

export function useAcceptRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRelation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: relationKeys.list }),
  });
}
