import type { LoginRequest } from '@dossier/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A 200 from the login call without an access token (SPEC.md section 8: 'Invalid login response'). */
export class InvalidLoginResponse extends Error {}

/**
 * What a password sign-in leads to: signed in (perhaps only to enrol a second factor first, issue 23), or the
 * second step with the ticket the code goes with.
 */
export type LoginOutcome =
  | { step: 'signed-in'; token: string; enrolmentRequired: boolean }
  | { step: 'second-factor'; mfaToken: string };

/** A signed-in answer (of the login or of its second step) -> its outcome; no access token is an invalid answer. */
export function signedInOutcome(
  response: { access_token?: unknown; enrolment_required?: unknown } | undefined,
) {
  const token = response?.access_token;
  if (typeof token !== 'string' || !token) throw new InvalidLoginResponse();
  return { step: 'signed-in', token, enrolmentRequired: response?.enrolment_required === true } as const;
}

/** POST /api/v1/auth/login -> an access token, or {mfa_required, mfa_token} for a user with a second factor. */
export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  const response: Record<string, unknown> | undefined = await api.post('/api/v1/auth/login', credentials, {
    auth: false,
    answer: 'LoginResponse',
  });
  if (response?.mfa_required === true && typeof response.mfa_token === 'string' && response.mfa_token) {
    return { step: 'second-factor', mfaToken: response.mfa_token };
  }
  return signedInOutcome(response);
}

export const useLogin = () => useMutation({ mutationFn: login });
