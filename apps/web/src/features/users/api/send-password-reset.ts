import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/password-reset for a colleague (a reset mail); its {detail} has no contract schema yet, nothing reads it. */
export const sendPasswordReset = (email: string) =>
  api.post<unknown>('/api/v1/auth/password-reset', { email });

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
