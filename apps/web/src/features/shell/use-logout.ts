import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAccessToken } from '../../lib/session.ts';

/** Ends the session in this browser: token and every cached answer gone, then the login screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearAccessToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
