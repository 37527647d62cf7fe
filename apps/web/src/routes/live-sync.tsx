import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useCurrentUser } from '../lib/current-user.ts';
import { useLiveSocket } from '../lib/live-socket-provider.tsx';
import { applyLiveFrame, applyLiveOpen } from './live-frames.ts';

/**
 * The one place live frames reach the app (DESIGN.md section 3): every frame, parsed once by the live socket,
 * goes to each feature's pure apply<Area>Frame over the query cache (applyLiveFrame), and every (re)open
 * refreshes what frames may have been missed (applyLiveOpen). Screens read the cache only; leaving a removed
 * dossier is the one side effect, done here. Mounted once per signed-in tab; renders nothing.
 */
export function LiveSync() {
  const live = useLiveSocket();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentUserId = useCurrentUser().data?.id;
  const openDossierId = useMatch('/app/dossier/:dossierId')?.params.dossierId;
  // Read through a ref, so a new user, route or navigate function never re-registers the listeners.
  const latest = useRef({ currentUserId, openDossierId, navigate });
  latest.current = { currentUserId, openDossierId, navigate };

  useEffect(() => {
    if (!live) return;
    const stopFrames = live.onEvent((frame) => {
      const context = { ...latest.current, now: Date.now() };
      const outcome = applyLiveFrame(queryClient, frame, context);
      if (outcome.leaveOpenDossier) context.navigate('/app', { replace: true });
    });
    const stopOpens = live.onOpen((info) => applyLiveOpen(queryClient, info));
    return () => {
      stopFrames();
      stopOpens();
    };
  }, [live, queryClient]);

  return null;
}
