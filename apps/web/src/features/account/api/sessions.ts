import type { SessionInfo, SessionsResponse } from '@dossier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const sessionKeys = { list: ['account', 'sessions'] as const };

/** GET /api/v1/auth/sessions: where the account is signed in, this session marked `current`. */
export const getSessions = () => api.get('/api/v1/auth/sessions', { answer: 'SessionsResponse' });

export const useSessions = () => useQuery({ queryKey: sessionKeys.list, queryFn: getSessions });

/** The list without the ended sessions at once; the refetch then says what the server kept. */
function useForgetSessions() {
  const queryClient = useQueryClient();
  return (ended: (session: SessionInfo) => boolean) => {
    queryClient.setQueryData<SessionsResponse>(sessionKeys.list, (list) =>
      list ? { sessions: list.sessions.filter((session) => !ended(session)) } : list,
    );
    return queryClient.invalidateQueries({ queryKey: sessionKeys.list });
  };
}

/** DELETE /api/v1/auth/sessions/{id}: ends one session (and its live connections). */
export const endSession = (id: string) => api.delete(`/api/v1/auth/sessions/${id}`);

export function useEndSession() {
  const forget = useForgetSessions();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_answer, id) => forget((session) => session.id === id),
  });
}

/** DELETE /api/v1/auth/sessions: ends every session but this one. */
export const endOtherSessions = () => api.delete('/api/v1/auth/sessions');

export function useEndOtherSessions() {
  const forget = useForgetSessions();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => forget((session) => !session.current),
  });
}
