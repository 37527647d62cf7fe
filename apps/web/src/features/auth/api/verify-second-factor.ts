import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { signedInOutcome } from './login.ts';

/** POST /api/v1/auth/2fa/verify: the sign-in's second step, with an authenticator code or a recovery code. */
export async function verifySecondFactor(input: { mfaToken: string; code: string }) {
  const response = await api.post(
    '/api/v1/auth/2fa/verify',
    { mfa_token: input.mfaToken, code: input.code },
    { auth: false, answer: 'SignedInResponse' },
  );
  return signedInOutcome(response);
}

export const useVerifySecondFactor = () => useMutation({ mutationFn: verifySecondFactor });
