import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/password-reset for a colleague (a reset mail); 202 with a {detail}. */
export const sendPasswordReset = (email: string) =>
  api.post('/api/v1/auth/password-reset', { email }, { answer: 'DetailResponse' });

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
