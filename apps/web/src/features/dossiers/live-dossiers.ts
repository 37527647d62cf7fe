import type { ServerFrame, SidebarItem, TokenValidateResponse } from '@dossier/contract';
import { dossierOfFrame, type LiveCache, refetchIfInFlight } from '../../lib/live-cache.ts';
import { dossierKeys } from './api/query-keys.ts';
import { applySidebarEvent, type SidebarContext } from './sidebar-events.ts';

export interface DossiersFrameOutcome {
  /** The dossier on screen was removed for this user: the syncer leaves it (navigation is not the cache's job). */
  leaveOpenDossier: boolean;
}

function updateSidebar(cache: LiveCache, frame: ServerFrame, context: SidebarContext): void {
  const items = cache.getQueryData<SidebarItem[]>(dossierKeys.sidebar);
  if (!items) return;
  const { items: next, reload } = applySidebarEvent(items, frame, context);
  if (next !== items) cache.setQueryData(dossierKeys.sidebar, next);
  if (reload) void cache.invalidateQueries({ queryKey: dossierKeys.sidebar });
  else refetchIfInFlight(cache, dossierKeys.sidebar);
}

/**
 * The dossier feature's cache after one live frame (SPEC.md section 4): the sidebar (applySidebarEvent), the
 * dossier's header and members, a guest's access, and the companies a dossier can be shared with.
 */
export function applyDossiersFrame(
  cache: LiveCache,
  frame: ServerFrame,
  context: SidebarContext,
): DossiersFrameOutcome {
  const stay = { leaveOpenDossier: false };
  if (frame.type === 'relation_update') {
    void cache.invalidateQueries({ queryKey: dossierKeys.relationOptions });
    return stay;
  }
  updateSidebar(cache, frame, context);
  const dossierId = dossierOfFrame(frame);
  if (!dossierId) return stay;
  switch (frame.type) {
    case 'dossier_update':
      void cache.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) });
      return stay;
    case 'system':
      // System messages announce joins, departures and links: the member list may have changed.
      void cache.invalidateQueries({ queryKey: dossierKeys.data(dossierId) });
      void cache.invalidateQueries({ queryKey: dossierKeys.availableUsers(dossierId) });
      return stay;
    case 'dossier_removed':
      cache.removeQueries({ queryKey: dossierKeys.detail(dossierId) });
      return { leaveOpenDossier: context.openDossierId === dossierId };
    case 'access_changed': {
      // Only a guest hears it, about their own access: renewed (the overlay goes) or ended.
      const access = dossierKeys.access(dossierId);
      const known = cache.getQueryData<TokenValidateResponse>(access);
      // The frame tells the access, not who invited them or the name: those stay as last fetched.
      if (known) cache.setQueryData(access, { ...known, valid: frame.valid, expires_at: frame.expires_at });
      else void cache.invalidateQueries({ queryKey: access, exact: true });
      refetchIfInFlight(cache, access);
      return stay;
    }
    case 'member_renamed':
      // The member list names them; the sidebar's last sender may be them (its text cannot say whose it is).
      void cache.invalidateQueries({ queryKey: dossierKeys.data(dossierId) });
      void cache.invalidateQueries({ queryKey: dossierKeys.sidebar });
      return stay;
    default:
      return stay;
  }
}

const isAccessKey = (key: readonly unknown[]) => key[0] === dossierKeys.all[0] && key[2] === 'access';

/**
 * After a (re)open, what the frames would have told meanwhile is fetched: the sidebar always (it may predate the
 * first open too), and on a reconnect a guest's access (an access_changed frame may have been missed).
 */
export function applyDossiersOpen(cache: LiveCache, { reconnected }: { reconnected: boolean }): void {
  void cache.invalidateQueries({ queryKey: dossierKeys.sidebar });
  if (reconnected) void cache.invalidateQueries({ predicate: (query) => isAccessKey(query.queryKey) });
}
