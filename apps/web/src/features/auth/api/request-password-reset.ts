import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/password-reset -> 202 with the same {detail}, known address or not. */
export const requestPasswordReset = (email: string) =>
  api.post('/api/v1/auth/password-reset', { email }, { auth: false, answer: 'DetailResponse' });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
