import type { PatchRelationRequest } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relationKeys } from './query-keys.ts';

/** PATCH /api/v1/relations/{id}: makes an accepted relation active or inactive. */
export const setRelationStatus = ({ relationId, status }: { relationId: string } & PatchRelationRequest) =>
  api.patch(`/api/v1/relations/${relationId}`, { status }, { answer: 'RelationResponse' });

export function useSetRelationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRelationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: relationKeys.list }),
  });
}
