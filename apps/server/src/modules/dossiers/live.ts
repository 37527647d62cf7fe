import { type CloseRequest, type DossierStatus, dossierChannel } from '@dossier/contract';
import type { LiveEvent } from '../../realtime/events.ts';

export const dossierUpdated = (
  dossierId: string,
  change: { title?: string; status?: DossierStatus; close_request?: CloseRequest | null },
): LiveEvent => ({
  kind: 'dossier',
  dossierId,
  frame: { type: 'dossier_update', dossier_id: dossierChannel(dossierId), ...change },
});
