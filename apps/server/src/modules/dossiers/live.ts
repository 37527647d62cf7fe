import { type DossierStatus, dossierChannel } from '@dossier/contract';
import type { Message } from '../../db/schema.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import { messageEvent, presentMessage } from '../messages/presenter.ts';

/** The live event of a message stored in a transaction, for publishing after commit. */
export function messageStored(
  message: Message,
  sender: { first_name: string; last_name: string; email: string },
): LiveEvent {
  const presented = presentMessage({
    ...message,
    sender_first_name: sender.first_name,
    sender_last_name: sender.last_name,
    sender_email: sender.email,
  });
  return { kind: 'dossier', dossierId: message.dossier_id, frame: messageEvent(presented) };
}

/** A user joins a dossier: their sockets start receiving it and their sidebar reloads. */
export function memberJoined(dossierId: string, userId: string, title: string): LiveEvent[] {
  return [
    { kind: 'membership', dossierId, userId, active: true },
    {
      kind: 'users',
      userIds: [userId],
      frame: { type: 'dossier_created', dossier_id: dossierChannel(dossierId), title },
    },
  ];
}

export const memberLeft = (dossierId: string, userId: string): LiveEvent => ({
  kind: 'membership',
  dossierId,
  userId,
  active: false,
});

export const dossierUpdated = (
  dossierId: string,
  change: { title?: string; status?: DossierStatus },
): LiveEvent => ({
  kind: 'dossier',
  dossierId,
  frame: { type: 'dossier_update', dossier_id: dossierChannel(dossierId), ...change },
});
