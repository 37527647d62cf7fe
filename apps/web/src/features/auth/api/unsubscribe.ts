import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/notifications/unsubscribe?token=: mail about unread messages off, without signing in. */
export const unsubscribe = (token: string) =>
  api.post('/api/v1/notifications/unsubscribe', undefined, {
    auth: false,
    query: { token },
    answer: 'UnsubscribeResponse',
  });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
