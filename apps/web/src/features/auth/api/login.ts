import { AccessTokenResponse, type LoginRequest } from '@dossier/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A 200 from the login call without an access token (SPEC.md section 8: 'Invalid login response'). */
export class InvalidLoginResponse extends Error {}

/** POST /api/v1/auth/login -> the access token. */
export async function login(credentials: LoginRequest): Promise<string> {
  const response: { access_token?: unknown } | undefined = await api.post('/api/v1/auth/login', credentials, {
    auth: false,
    schema: AccessTokenResponse,
  });
  const token = response?.access_token;
  if (typeof token !== 'string' || !token) throw new InvalidLoginResponse();
  return token;
}

export const useLogin = () => useMutation({ mutationFn: login });
