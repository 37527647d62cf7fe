import { ReadStatusResponse, type SidebarItem } from '@dossier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { markSidebarRead } from '../sidebar-events.ts';
import { dossierKeys } from './query-keys.ts';

/** POST /api/v1/dossiers/{id}/read-status: everything up to the newest message is read. */
export const markDossierRead = (dossierId: string) =>
  api.post(`/api/v1/dossiers/${dossierId}/read-status`, undefined, { schema: ReadStatusResponse });

/** SPEC.md section 4: a dossier is marked read on entering and on leaving it. */
export function useMarkReadOnEnterAndLeave(dossierId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const markRead = () => {
      queryClient.setQueryData<SidebarItem[]>(dossierKeys.sidebar, (items) =>
        items ? markSidebarRead(items, dossierId) : items,
      );
      // A dossier just left (or one without access) answers 404: nothing to mark then.
      markDossierRead(dossierId).catch(() => undefined);
    };
    markRead();
    return markRead;
  }, [dossierId, queryClient]);
}
