import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/sessions/end-by-link {token}: the link of the 'Nieuwe aanmelding' mail ends that session. */
export const endSessionByLink = (token: string) =>
  api.post('/api/v1/auth/sessions/end-by-link', { token }, { auth: false, answer: 'DetailResponse' });

export const useEndSessionByLink = () => useMutation({ mutationFn: endSessionByLink });
