import type { PasskeyInfo, PasskeysResponse } from '@dossier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { createPasskey } from '../../../lib/passkey-ceremony.ts';

export const passkeyKeys = { list: ['account', 'passkeys'] as const };

/** GET /api/v1/auth/passkeys: the signed-in user's passkeys. */
export const getPasskeys = () => api.get('/api/v1/auth/passkeys', { answer: 'PasskeysResponse' });

export const usePasskeys = () => useQuery({ queryKey: passkeyKeys.list, queryFn: getPasskeys });

/**
 * The whole registration: the server's options (POST .../register/options), the browser makes the passkey, the
 * server verifies and keeps it (POST .../register).
 */
export async function addPasskey(): Promise<PasskeyInfo> {
  const { options } = await api.post('/api/v1/auth/passkeys/register/options', undefined, {
    answer: 'PasskeyRegistrationOptionsResponse',
  });
  const response = await createPasskey(options);
  return api.post('/api/v1/auth/passkeys/register', { response }, { answer: 'PasskeyInfo' });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
  });
}

/** DELETE /api/v1/auth/passkeys/{id}: it signs in no more. */
export const removePasskey = (id: string) => api.delete(`/api/v1/auth/passkeys/${id}`);

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PasskeysResponse>(passkeyKeys.list, (list) =>
        list ? { passkeys: list.passkeys.filter((passkey) => passkey.id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: passkeyKeys.list });
    },
  });
}
