import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { statusOf } from '../../lib/api-client.ts';
import { useMomentPassed } from '../../lib/use-moment-passed.ts';
import { dossierKeys } from './api/query-keys.ts';
import { useDossierAccess } from './api/validate-dossier-access.ts';
import type { Viewer } from './dossier-rules.ts';

/**
 * Where a user stands in a dossier: a member of a client company always has access ('member'); a guest's
 * access is checked ('checking'), runs ('valid') or is over ('expired'); 'failed' when the check itself failed.
 */
export type GuestAccessState = 'member' | 'checking' | 'valid' | 'expired' | 'failed';

export interface GuestAccess {
  state: GuestAccessState;
  /** The status of a failed check (404: no such dossier for this guest). */
  failedStatus?: number;
  /** Goes up each time expired access comes back: what showed the old state starts afresh. */
  restoredCount: number;
}

const concerns = (key: QueryKey | undefined, dossierId: string) => key?.includes(dossierId) ?? false;

/**
 * SPEC.md section 4, viewer access: the check runs on entry; access ends when the check says so, when its
 * expiry passes on screen, when an access_changed frame says so (applyDossiersFrame sets the check's answer), or
 * when a call about this dossier is refused (403, then the check runs again). A renewal (access_changed valid)
 * brings the dossier back without a reload.
 */
export function useGuestAccess(dossierId: string, user: Viewer | undefined): GuestAccess {
  const queryClient = useQueryClient();
  const isGuest = user?.role === 'viewer';
  const access = useDossierAccess(dossierId, isGuest);
  const accessKey = dossierKeys.access(dossierId);
  const expiresAt = access.data?.valid ? access.data.expires_at : null;
  const expiryPassed = useMomentPassed(expiresAt);
  const [restoredCount, setRestoredCount] = useState(0);

  const recheck = () => void queryClient.invalidateQueries({ queryKey: accessKey, exact: true });

  // The expiry passed while the screen was open: the server has the last word (a renewal may have been missed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the moment of passing is the trigger.
  useEffect(() => {
    if (isGuest && expiryPassed) recheck();
  }, [isGuest, expiryPassed]);

  // A refused call about this dossier (its data, its chat, a send) is how an ended access often shows first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recheck only reads the current dossier's key.
  useEffect(() => {
    if (!isGuest) return;
    const refused = (error: unknown, key: QueryKey | undefined) =>
      statusOf(error) === 403 && concerns(key, dossierId) && !concerns(key, 'access');
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        refused(event.action.error, event.query.queryKey)
      )
        recheck();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        refused(event.action.error, event.mutation.options.mutationKey)
      )
        recheck();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [isGuest, dossierId, queryClient]);

  const state = accessState(isGuest, access, expiryPassed, user !== undefined);

  // Expired -> valid: refresh what the screen shows; a new chat panel catches up on what it missed.
  const previous = useRef({ dossierId, state });
  useEffect(() => {
    const before = previous.current;
    previous.current = { dossierId, state };
    if (before.dossierId !== dossierId || before.state !== 'expired' || state !== 'valid') return;
    void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) });
    void queryClient.invalidateQueries({ queryKey: dossierKeys.sidebar });
    setRestoredCount((count) => count + 1);
  }, [dossierId, state, queryClient]);

  return {
    state,
    failedStatus: state === 'failed' ? statusOf(access.error) : undefined,
    restoredCount,
  };
}

function accessState(
  isGuest: boolean,
  access: ReturnType<typeof useDossierAccess>,
  expiryPassed: boolean,
  knowsUser: boolean,
): GuestAccessState {
  if (!knowsUser) return 'checking';
  if (!isGuest) return 'member';
  if (access.data) return access.data.valid && !expiryPassed ? 'valid' : 'expired';
  if (access.isError) return statusOf(access.error) === 403 ? 'expired' : 'failed';
  return 'checking';
}
