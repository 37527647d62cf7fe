import type { WireServerFrame } from '@dossier/contract';

/** What crosses the pub/sub seam between instances: frames with their audience, and membership changes. */
export type LiveEvent =
  /** To every connection of an active member of the dossier (optionally not to one user). */
  | { kind: 'dossier'; dossierId: string; frame: WireServerFrame; exceptUserId?: string }
  /** To every connection of these users. */
  | { kind: 'users'; userIds: string[]; frame: WireServerFrame }
  /**
   * A user joined or left a dossier: their connections start or stop receiving its events. A guest's joining
   * carries when their access ends (ISO time): their connections stop receiving it then.
   */
  | { kind: 'membership'; dossierId: string; userId: string; active: boolean; accessEndsAt?: string }
  /** A guest's access was renewed until endsAt (ISO time): their connections follow the dossier again and hear so. */
  | { kind: 'access_renewed'; dossierId: string; userId: string; endsAt: string }
  /**
   * A user's sessions ended (removal, reset, password change): their sockets close, but the kept session's. With
   * sessionId only that session ended (sign-out): only its sockets close.
   */
  | { kind: 'revoked'; userId: string; keepSessionId?: string; sessionId?: string }
  /** A user's own row changed (e.g. a guest's access): what instances remember of them is dropped. */
  | { kind: 'user_changed'; userId: string };

export interface PubSub {
  publish(events: LiveEvent[]): void;
  subscribe(handler: (event: LiveEvent) => void): void;
  /** Resolves when the fan-out is usable (readiness); in-process always is. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The single-instance adapter; a Redis adapter implements the same interface for scale-out. */
export class InProcessPubSub implements PubSub {
  private handlers: Array<(event: LiveEvent) => void> = [];

  publish(events: LiveEvent[]): void {
    for (const event of events) for (const handler of this.handlers) handler(event);
  }

  subscribe(handler: (event: LiveEvent) => void): void {
    this.handlers.push(handler);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers = [];
  }
}
