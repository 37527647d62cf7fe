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

/** Where a reader's reading stood when a page was read: dossier_users.read_seq. */
export interface ReadPosition {
  userId: string;
  readSeq: number;
}

/**
 * SPEC's `unread`: another's message (a system line without a sender too) after the reader's read_seq. Without a
 * reader (a live frame, the same for everyone; the sender's own answer) nothing is unread.
 */
const isUnread = (message: MessageWithSender, reader?: ReadPosition) =>
  reader !== undefined && message.sender_id !== reader.userId && Number(message.seq) > reader.readSeq;

export function presentMessage(message: MessageWithSender, reader?: ReadPosition): MessageResponse {
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
    unread: isUnread(message, reader),
  };
}
