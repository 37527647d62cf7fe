import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/** POST /api/v1/auth/password-change (bearer); a wrong current password answers 422 on current_password. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post('/api/v1/auth/password-change', input, { answer: 'DetailResponse' });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
