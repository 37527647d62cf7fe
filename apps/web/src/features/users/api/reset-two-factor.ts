import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/users/{id}/2fa/reset: an admin resets a colleague's second factor (the colleague gets a mail). */
export const resetTwoFactor = (userId: string) => api.post(`/api/v1/users/${userId}/2fa/reset`);

export const useResetTwoFactor = () => useMutation({ mutationFn: resetTwoFactor });
