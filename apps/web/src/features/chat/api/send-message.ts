import type { MessageResponse, SendMessageRequest } from '@dossier/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api, statusOf } from '../../../lib/api-client.ts';
import type { PendingMessage } from '../message-timeline.ts';
import { addLiveMessages } from './live-messages.ts';
import { chatKeys } from './query-keys.ts';

/** Waits before the 1st, 2nd and 3rd retry of a send. */
export const SEND_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

/** Worth another try: no answer at all (network), a timeout, rate limiting or a server error. */
export function isTransientFailure(error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined) return !(error instanceof DOMException && error.name === 'AbortError');
  return status === 408 || status === 429 || status >= 500;
}

/** The mutation's retry rule: a transient failure is retried until the delays run out; a refusal never. */
export const retrySend = (failureCount: number, error: unknown) =>
  failureCount < SEND_RETRY_DELAYS_MS.length && isTransientFailure(error);

export const sendRetryDelay = (failureCount: number) =>
  SEND_RETRY_DELAYS_MS[Math.min(failureCount, SEND_RETRY_DELAYS_MS.length - 1)];

/**
 * POST /api/v1/dossiers/{id}/messages: 201 with the stored message, or 200 with the same message when
 * this client_id was stored before (a retry), so retrying never stores a second copy.
 */
export function sendMessage(dossierId: string, pending: PendingMessage): Promise<MessageResponse> {
  const body: SendMessageRequest = {
    message_type: 'user',
    message: pending.message,
    client_id: pending.client_id,
  };
  return api.post(`/api/v1/dossiers/${dossierId}/messages`, body, { answer: 'MessageResponse' });
}

/** A client_id for an idempotent send; randomUUID needs a secure context, getRandomValues does not. */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A message about to be sent: its variables, made once, so every retry carries the same client_id. */
export const pendingMessage = (message: string): PendingMessage => ({
  client_id: newClientId(),
  message,
  created_at: new Date().toISOString(),
});

/** Sends with retry; the stored message joins the chat's cache at once (its live frame may come later or never). */
export function useSendMessage(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.send(dossierId),
    // One after another, so messages keep the order they were typed in even when one is retried.
    scope: { id: `send-message:${dossierId}` },
    mutationFn: (pending: PendingMessage) => sendMessage(dossierId, pending),
    retry: retrySend,
    retryDelay: sendRetryDelay,
    onSuccess: (stored) => addLiveMessages(queryClient, dossierId, [stored]),
  });
}

/** The user's own messages still on their way in this dossier: the variables of its pending sends. */
export const usePendingMessages = (dossierId: string): PendingMessage[] =>
  useMutationState({
    filters: { mutationKey: chatKeys.send(dossierId), status: 'pending' },
    select: (mutation) => mutation.state.variables as PendingMessage,
  });
