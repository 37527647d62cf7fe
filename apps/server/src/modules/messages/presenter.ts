import { dossierChannel, type MessageResponse } from '@dossier/contract';
import type { Message } from '../../db/schema.ts';
import { fullName } from '../users/index.ts';

export interface MessageWithSender extends Message {
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_email: string | null;
  /** A document line's document name, where the query joins it (documents.filename). */
  document_filename?: string | null;
}

export function presentMessage(message: MessageWithSender): MessageResponse {
  const senderName =
    message.sender_first_name === null
      ? null
      : fullName({ first_name: message.sender_first_name, last_name: message.sender_last_name ?? '' });
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
    document:
      message.document_id && message.document_filename
        ? { id: message.document_id, filename: message.document_filename }
        : null,
    client_id: message.client_id,
  };
}
