import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { applyChatFrame } from '../features/chat/live-chat.ts';
import { applyTypingFrame } from '../features/chat/live-typing.ts';
import { applyDocumentsFrame, applyDocumentsOpen } from '../features/documents/live-documents.ts';
import { applyDossiersFrame, applyDossiersOpen } from '../features/dossiers/live-dossiers.ts';
import { applyRelationsFrame } from '../features/relations/live-relations.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { noteLiveOpen } from '../lib/live-cache.ts';
import { useLiveSocket } from '../lib/live-socket-provider.tsx';

/**
 * The one place live frames reach the app (DESIGN.md section 3): every frame, parsed once by the live socket,
 * goes to each feature's pure apply<Area>Frame over the query cache, and every (re)open refreshes what frames
 * may have been missed. Screens read the cache only. Mounted once per signed-in tab; renders nothing.
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
      const { currentUserId, openDossierId } = latest.current;
      applyChatFrame(queryClient, frame);
      applyTypingFrame(queryClient, frame, { now: Date.now() });
      applyDocumentsFrame(queryClient, frame);
      applyRelationsFrame(queryClient, frame);
      const outcome = applyDossiersFrame(queryClient, frame, { currentUserId, openDossierId });
      if (outcome.leaveOpenDossier) latest.current.navigate('/app', { replace: true });
    });
    const stopOpens = live.onOpen(({ reconnected }) => {
      // An open chat watches this count and catches up (after_seq) on what was said meanwhile.
      noteLiveOpen(queryClient);
      applyDossiersOpen(queryClient, { reconnected });
      applyDocumentsOpen(queryClient);
    });
    return () => {
      stopFrames();
      stopOpens();
    };
  }, [live, queryClient]);

  return null;
}
