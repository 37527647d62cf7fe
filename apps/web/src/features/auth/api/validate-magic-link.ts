import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MagicLinkSession {
  access_token: string;
  dossier_id: string;
}

/**
 * GET /api/v1/auth/validate?token=: a single-use magic link -> a guest session and its dossier. The session this
 * browser still holds goes along: a link opened again (used by now) answers with that session when it can read the
 * link's dossier, so the guest goes straight in. The route is public and never answers 401.
 */
export async function validateMagicLink(token: string): Promise<MagicLinkSession> {
  const session: Partial<MagicLinkSession> | undefined = await api.get('/api/v1/auth/validate', {
    query: { token },
    answer: 'MagicLinkResponse',
  });
  if (!session?.access_token || !session.dossier_id) throw new Error('Invalid magic link response');
  return { access_token: session.access_token, dossier_id: session.dossier_id };
}

/** A mutation, not a query: the link works once, so it must not be retried or refetched. */
export const useValidateMagicLink = () => useMutation({ mutationFn: validateMagicLink });
