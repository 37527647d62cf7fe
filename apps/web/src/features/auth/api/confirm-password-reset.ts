import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ConfirmPasswordResetInput {
  token: string;
  new_password: string;
}

/**
 * POST /api/v1/auth/password-reset/confirm: sets a password from a reset or invitation link.
 * Its {detail} answer has no contract schema yet and nothing reads it.
 */
export const confirmPasswordReset = (input: ConfirmPasswordResetInput) =>
  api.post<unknown>('/api/v1/auth/password-reset/confirm', input, { auth: false });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
