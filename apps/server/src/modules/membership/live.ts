import { dossierChannel } from '@dossier/contract';
import type { LiveEvent } from '../../realtime/events.ts';

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
