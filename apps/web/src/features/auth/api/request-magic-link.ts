import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/magic-link -> 202 {accepted: true}, known address or not; 429 with Retry-After when asked too often. */
export const requestMagicLink = (email: string) =>
  api.post('/api/v1/auth/magic-link', { email }, { auth: false, answer: 'NewMagicLinkResponse' });

export const useRequestMagicLink = () => useMutation({ mutationFn: requestMagicLink });
