import type { LinkCounterpartyRequest } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './query-keys.ts';

/**
 * POST /api/v1/dossiers/{id}/counterparty: links the counterparty company together with one of its users or a
 * guest invited by e-mail, in one request: a failure leaves neither half behind.
 */
export const linkCounterparty = (dossierId: string, input: LinkCounterpartyRequest) =>
  api.post(`/api/v1/dossiers/${dossierId}/counterparty`, input, { answer: 'LinkCounterpartyResponse' });

export function useLinkCounterparty(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkCounterpartyRequest) => linkCounterparty(dossierId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) }),
  });
}
