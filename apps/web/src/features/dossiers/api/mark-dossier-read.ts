import type { SidebarItem } from '@dossier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client.ts';
import { markSidebarRead } from '../sidebar-events.ts';
import { dossierKeys } from './query-keys.ts';

/** POST /api/v1/dossiers/{id}/read-status: everything up to the newest message is read. */
export const markDossierRead = (dossierId: string) =>
  api.post(`/api/v1/dossiers/${dossierId}/read-status`, undefined, { answer: 'ReadStatusResponse' });

/** Marks a dossier read; its sidebar badge goes to 0 at once (the server's read_status reaches other tabs). */
export function useMarkDossierRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDossierRead,
    onMutate: (dossierId: string) =>
      queryClient.setQueryData<SidebarItem[]>(dossierKeys.sidebar, (items) =>
        items ? markSidebarRead(items, dossierId) : items,
      ),
  });
}

/**
 * SPEC.md section 4: a dossier is marked read on entering and on leaving it (a 404 after leaving it says nothing).
 * Not while `enabled` is false (a guest whose access is checked or over), nor on leaving once it went false.
 * Entering counts once `entered` is true: after the chat's first page came, whose `unread` flags say where the
 * reader left off ('Nieuwe berichten', issue 24); marked read before it, the page would flag nothing.
 */
export function useMarkReadOnEnterAndLeave(dossierId: string, enabled = true, entered = true) {
  const { mutate } = useMarkDossierRead();
  const stillAllowed = useRef(enabled);
  stillAllowed.current = enabled;
  useEffect(() => {
    if (enabled && entered) mutate(dossierId);
  }, [dossierId, enabled, entered, mutate]);
  useEffect(() => {
    if (!enabled) return;
    return () => {
      if (stillAllowed.current) mutate(dossierId);
    };
  }, [dossierId, enabled, mutate]);
}
