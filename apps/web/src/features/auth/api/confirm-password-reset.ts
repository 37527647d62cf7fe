import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ConfirmPasswordResetInput {
  token: string;
  new_password: string;
}

/**
 * POST /api/v1/auth/password-reset/confirm: sets a password from a reset or invitation link; a welcome link's
 * answer carries a session too (issue 25).
 */
export const confirmPasswordReset = (input: ConfirmPasswordResetInput) =>
  api.post('/api/v1/auth/password-reset/confirm', input, { auth: false, answer: 'PasswordSetResponse' });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
