import type { SessionInfo } from '@dossier/contract';
import { deviceName } from './device-name.ts';

export function presentSession(
  session: { id: string; user_agent: string | null; ip: string | null; created_at: Date; last_seen_at: Date },
  currentSessionId: string,
): SessionInfo {
  return {
    id: session.id,
    device: deviceName(session.user_agent),
    ip: session.ip,
    created_at: session.created_at.toISOString(),
    last_seen_at: session.last_seen_at.toISOString(),
    current: session.id === currentSessionId,
  };
}
