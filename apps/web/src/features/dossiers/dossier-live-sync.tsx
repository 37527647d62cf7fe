import type { ServerFrame, SidebarItem } from '@dossier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useLiveEvents, useLiveOpen } from '../../lib/live-socket-provider.tsx';
import { dossierKeys } from './api/query-keys.ts';
import { applySidebarEvent, dossierIdOf } from './sidebar-events.ts';

/**
 * Applies live events to the cached dossier data (SPEC.md section 4): the sidebar list, the open dossier's
 * header and member list. Mounted once per signed-in tab; renders nothing.
 */
export function DossierLiveSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentUserId = useCurrentUser().data?.id;
  const openDossierId = useMatch('/app/dossier/:dossierId')?.params.dossierId;
  const context = useRef({ currentUserId, openDossierId });
  context.current = { currentUserId, openDossierId };

  const reloadSidebar = () => queryClient.invalidateQueries({ queryKey: dossierKeys.sidebar });

  const updateSidebar = (frame: ServerFrame) => {
    const items = queryClient.getQueryData<SidebarItem[]>(dossierKeys.sidebar);
    if (!items) return;
    const { items: next, reload } = applySidebarEvent(items, frame, context.current);
    if (next !== items) queryClient.setQueryData(dossierKeys.sidebar, next);
    // A list still on its way may predate this event: fetch it again rather than lose the event.
    if (reload || queryClient.isFetching({ queryKey: dossierKeys.sidebar }) > 0) void reloadSidebar();
  };

  useLiveEvents((frame) => {
    if (frame.type === 'relation_update') {
      void queryClient.invalidateQueries({ queryKey: dossierKeys.relationOptions });
      return;
    }
    updateSidebar(frame);
    if (!('dossier_id' in frame) || !frame.dossier_id) return;
    const dossierId = dossierIdOf(frame.dossier_id);
    switch (frame.type) {
      case 'dossier_update':
        void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) });
        return;
      case 'system':
        // System messages announce joins, departures and links: the member list may have changed.
        void queryClient.invalidateQueries({ queryKey: dossierKeys.data(dossierId) });
        void queryClient.invalidateQueries({ queryKey: dossierKeys.availableUsers(dossierId) });
        return;
      case 'dossier_removed':
        queryClient.removeQueries({ queryKey: dossierKeys.detail(dossierId) });
        if (context.current.openDossierId === dossierId) navigate('/app', { replace: true });
        return;
    }
  });

  // Whatever happened while the socket was down (or before it first opened) is in a fresh list.
  useLiveOpen(() => void reloadSidebar());

  return null;
}
