import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assertPasskey } from '../../../lib/passkey-ceremony.ts';

/**
 * Signs in with a passkey, without a password: the server's options and their challenge id, the browser's
 * answer, the server's session. Returns the access token.
 */
export async function signInWithPasskey(): Promise<string> {
  const { options, challenge_id } = await api.post('/api/v1/auth/passkeys/login/options', undefined, {
    auth: false,
    answer: 'PasskeyLoginOptionsResponse',
  });
  const response = await assertPasskey(options);
  const signedIn = await api.post(
    '/api/v1/auth/passkeys/login',
    { challenge_id, response },
    { auth: false, answer: 'SignedInResponse' },
  );
  return signedIn.access_token;
}

export const useSignInWithPasskey = () => useMutation({ mutationFn: signInWithPasskey });
