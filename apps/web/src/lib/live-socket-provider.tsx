import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LiveSocket, liveSocketUrl } from './live-socket.ts';
import { clearAccessToken, getAccessToken, useAccessToken } from './session.ts';

const LiveSocketContext = createContext<LiveSocket | null>(null);

/** Keeps one live connection open while a session exists; a 4401 close ends the session (SPEC.md section 4). */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<LiveSocket | null>(null);
  // Read through a ref so a new navigate function never reconnects the socket.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!token) return;
    const live = new LiveSocket({
      url: () => {
        const current = getAccessToken();
        return current ? liveSocketUrl(current, window.location) : null;
      },
      onUnauthorized: () => {
        clearAccessToken();
        queryClient.clear();
        navigateRef.current('/login', { replace: true });
      },
    });
    live.start();
    setSocket(live);
    // Back online after a network change: no need to sit out the backoff.
    const reconnect = () => live.reconnectNow();
    window.addEventListener('online', reconnect);
    return () => {
      window.removeEventListener('online', reconnect);
      live.stop();
      setSocket(null);
    };
  }, [token, queryClient]);

  return <LiveSocketContext.Provider value={socket}>{children}</LiveSocketContext.Provider>;
}

/**
 * The live connection, or null while signed out. Its frames and opens are for the one syncer (routes/live-sync.tsx);
 * a screen uses it only to subscribe to a dossier's channel or to send.
 */
export const useLiveSocket = () => useContext(LiveSocketContext);
