import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/password-reset -> 202, known address or not; its {detail} has no contract schema yet, nothing reads it. */
export const requestPasswordReset = (email: string) =>
  api.post<unknown>('/api/v1/auth/password-reset', { email }, { auth: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
