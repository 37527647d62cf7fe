import { dossierChannel } from '@dossier/contract';
import type { LiveEvent } from '../../realtime/events.ts';

/** A user joins a dossier: their sockets start receiving it (a guest's until their access ends), their sidebar reloads. */
export function memberJoined(
  dossierId: string,
  userId: string,
  title: string,
  accessEndsAt: Date | null = null,
): LiveEvent[] {
  return [
    {
      kind: 'membership',
      dossierId,
      userId,
      active: true,
      ...(accessEndsAt ? { accessEndsAt: accessEndsAt.toISOString() } : {}),
    },
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
