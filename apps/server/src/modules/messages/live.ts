import {
  type DocumentResponse,
  dossierChannel,
  type MessageResponse,
  type WireServerFrame,
} from '@dossier/contract';
import type { Message } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { presentMessage } from './presenter.ts';

const EVENT_TYPE = {
  user: 'chat_message',
  system: 'system',
  document_added: 'document_added',
  document_removed: 'document_removed',
} as const;

/**
 * The live frame that announces a stored message; it carries the message whole, with its seq. A document_added
 * frame carries the document as the list shows it too (document_item), so open lists need not fetch it.
 */
export function messageEvent(message: MessageResponse, documentItem?: DocumentResponse): WireServerFrame {
  const type = EVENT_TYPE[message.message_type as keyof typeof EVENT_TYPE];
  return { ...message, type, ...(documentItem && { document_item: documentItem }) } as WireServerFrame;
}

/** The live event of a message stored in a transaction, for publishing after commit; a document line names its document. */
export function messageStored(
  message: Message,
  sender: { first_name: string; last_name: string; email: string },
  document?: { filename: string },
  documentItem?: DocumentResponse,
): LiveEvent {
  const presented = presentMessage({
    ...message,
    sender_first_name: sender.first_name,
    sender_last_name: sender.last_name,
    sender_email: sender.email,
    document_filename: document?.filename ?? null,
  });
  return { kind: 'dossier', dossierId: message.dossier_id, frame: messageEvent(presented, documentItem) };
}

/** Everything up to read_seq is read by this user: their other tabs and sidebars clear the badge. */
export const readUpTo = (dossierId: string, userId: string, readSeq: number): LiveEvent => ({
  kind: 'dossier',
  dossierId,
  frame: { type: 'read_status', dossier_id: dossierChannel(dossierId), user_id: userId, read_seq: readSeq },
});
