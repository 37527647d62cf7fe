import { dossierChannel, type MessageResponse, type ServerFrame } from '@dossier/contract';
import type { Message } from '../../db/schema.ts';

export interface MessageWithSender extends Message {
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_email: string | null;
}

export function presentMessage(message: MessageWithSender): MessageResponse {
  const senderName =
    message.sender_first_name === null
      ? null
      : `${message.sender_first_name} ${message.sender_last_name ?? ''}`.trim();
  return {
    id: Number(message.id),
    seq: Number(message.seq),
    dossier_id: dossierChannel(message.dossier_id),
    sender_id: message.sender_id,
    sender_name: senderName,
    sender_email: message.sender_email,
    message: message.body,
    message_type: message.message_type,
    created_at: message.created_at.toISOString(),
    document_id: message.document_id,
    document: null,
    client_id: message.client_id,
  };
}

const EVENT_TYPE = {
  user: 'chat_message',
  system: 'system',
  document_added: 'document_added',
  document_removed: 'document_removed',
} as const;

/** The live event that announces a stored message; it carries the message whole, with its seq. */
export function messageEvent(message: MessageResponse): ServerFrame {
  return { ...message, type: EVENT_TYPE[message.message_type as keyof typeof EVENT_TYPE] } as ServerFrame;
}
