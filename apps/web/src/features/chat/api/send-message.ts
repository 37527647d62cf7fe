import { MessageResponse, type SendMessageRequest } from '@dossier/contract';
import { api } from '../../../lib/api-client.ts';
import { withRetry } from '../send-with-retry.ts';

/** POST /api/v1/dossiers/{id}/messages; retried with the same client_id, which the server stores once. */
export function sendMessage(dossierId: string, message: string, clientId: string): Promise<MessageResponse> {
  const body: SendMessageRequest = { message_type: 'user', message, client_id: clientId };
  return withRetry(() =>
    api.post(`/api/v1/dossiers/${dossierId}/messages`, body, { schema: MessageResponse }),
  );
}
