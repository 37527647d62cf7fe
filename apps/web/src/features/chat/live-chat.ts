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

/**
 * A chat in the cache after one live frame (SPEC.md section 4): a new chat or system message joins it once (by id).
 * Only a chat that is, or was lately, on screen is kept up: another is fetched whole when it opens. A hole in the
 * seqs that this reveals is filled by the chat screen's catch-up, which watches the cache.
 */
export function applyChatFrame(cache: LiveCache, frame: ServerFrame): void {
  if (!isMessageFrame(frame)) return;
  const dossierId = frame.dossier_id;
  const cached =
    cache.getQueryData(chatKeys.live(dossierId)) !== undefined ||
    cache.getQueryData(chatKeys.history(dossierId)) !== undefined;
  if (cached) addLiveMessages(cache, dossierId, [storedMessageOf(frame)]);
}
