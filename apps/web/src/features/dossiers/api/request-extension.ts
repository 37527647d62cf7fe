import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/dossiers/{id}/request-extension: the guest asks the inviting company for more time. */
export const requestExtension = (dossierId: string) =>
  api.post(`/api/v1/dossiers/${dossierId}/request-extension`, undefined, {
    answer: 'ExtensionRequestResponse',
  });

export const useRequestExtension = (dossierId: string) =>
  useMutation({ mutationFn: () => requestExtension(dossierId) });
