import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { clearAccessToken } from '../../lib/session.ts';

/**
 * Ends the session: the server ends it (its live connections close on every instance), and this browser forgets the
 * token and every cached answer at once, then shows the login screen, without waiting for the server's answer.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // The request takes the token with it before it is cleared below; a failure changes nothing here.
    void api.post('/api/v1/auth/logout').catch(() => undefined);
    clearAccessToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
