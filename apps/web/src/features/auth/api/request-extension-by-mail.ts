import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/notifications/extension-request?token=: an expired guest asks for more time from the mail. */
export const requestExtensionByMail = (token: string) =>
  api.post('/api/v1/notifications/extension-request', undefined, {
    auth: false,
    query: { token },
    answer: 'MailExtensionRequestResponse',
  });

export const useRequestExtensionByMail = () => useMutation({ mutationFn: requestExtensionByMail });
