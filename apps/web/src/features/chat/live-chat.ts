import { dossierChannel, type MessageResponse, type ServerFrame } from '@dossier/contract';
import { isMessageFrame, type LiveCache, type MessageFrame } from '../../lib/live-cache.ts';
import { addLiveMessages } from './api/live-messages.ts';
import { chatKeys } from './api/query-keys.ts';

/**
 * The stored message a frame announces, as GET .../messages answers it: without the frame's own fields (type, a
 * document_added's document_item), the dossier named by its channel.
 */
export function storedMessageOf(frame: MessageFrame): MessageResponse {
  const { type: _type, dossier_id: dossierId, ...message } = frame;
  if ('document_item' in message) {
    const { document_item: _item, ...line } = message;
    return { ...line, dossier_id: dossierChannel(dossierId) };
  }
  return { ...message, dossier_id: dossierChannel(dossierId) };
}

/** Who reads the chats: a message for a dossier not on screen, not their own, is unread until they open it. */
export interface ChatReader {
  currentUserId: string | undefined;
  openDossierId: string | undefined;
}

/**
 * A chat in the cache after one live frame (SPEC.md section 4): a new chat or system message joins it once (by id).
 * Only a chat that is, or was lately, on screen is kept up: another is fetched whole when it opens. A hole in the
 * seqs that this reveals is filled by the chat screen's catch-up, which watches the cache. A frame says unread false
 * (it is the same for every reader); one that arrives while its dossier is not on screen is unread for this reader,
 * as a page fetched now would say, so 'Nieuwe berichten' shows above it when the chat opens again (issue 24).
 */
export function applyChatFrame(cache: LiveCache, frame: ServerFrame, reader: ChatReader): void {
  if (!isMessageFrame(frame)) return;
  const dossierId = frame.dossier_id;
  const cached =
    cache.getQueryData(chatKeys.live(dossierId)) !== undefined ||
    cache.getQueryData(chatKeys.history(dossierId)) !== undefined;
  if (!cached) return;
  const message = storedMessageOf(frame);
  const unread = dossierId !== reader.openDossierId && message.sender_id !== reader.currentUserId;
  addLiveMessages(cache, dossierId, [unread ? { ...message, unread } : message]);
}
