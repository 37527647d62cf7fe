import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/password-reset -> 202, whether or not the address is known. */
export const requestPasswordReset = (email: string) =>
  api.post<unknown>('/api/v1/auth/password-reset', { email }, { auth: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
