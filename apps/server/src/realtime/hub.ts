import { dossierChannel, type WireServerFrame, WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import type { WebSocket } from 'ws';
import { type Clock, systemClock } from '../clock.ts';
import type { LiveEvent } from './events.ts';

export class Connection {
  /** Dossiers whose events reach this socket: the user's active memberships. */
  readonly dossiers = new Set<string>();
  /** Frames waiting for this turn's write; null while there are none (most sockets, most of the time). */
  pending: string[] | null = null;
  alive = true;

  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
    readonly userName: string,
    readonly sessionId: string,
  ) {}
}

const HEARTBEAT_MS = 30_000;
/** Sockets written per turn of the event loop (about 1.5 ms of writes); the rest follow on the next turns. */
const FLUSH_SLICE = 100;
const HEARTBEAT_SLICE = 500;

/** The connections of this instance, indexed by user and dossier, with batched writes. */
export class Hub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byDossier = new Map<string, Set<Connection>>();
  private readonly dirty = new Set<Connection>();
  private flushScheduled = false;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Per connected guest and dossier, the timer that ends their access (colleagues have none: a few timers). */
  private readonly accessEnds = new Map<string, Map<string, () => void>>();

  constructor(private readonly clock: Clock = systemClock) {}

  get connectionCount(): number {
    let count = 0;
    for (const connections of this.byUser.values()) count += connections.size;
    return count;
  }

  attach(connection: Connection, dossierIds: Iterable<string>): void {
    addTo(this.byUser, connection.userId, connection);
    for (const dossierId of dossierIds) this.join(connection, dossierId);
  }

  detach(connection: Connection): void {
    removeFrom(this.byUser, connection.userId, connection);
    for (const dossierId of connection.dossiers) removeFrom(this.byDossier, dossierId, connection);
    connection.dossiers.clear();
    this.dirty.delete(connection);
    if (!this.byUser.has(connection.userId)) this.forgetAccessEnds(connection.userId);
  }

  join(connection: Connection, dossierId: string): void {
    connection.dossiers.add(dossierId);
    addTo(this.byDossier, dossierId, connection);
  }

  private leave(connection: Connection, dossierId: string): void {
    connection.dossiers.delete(dossierId);
    removeFrom(this.byDossier, dossierId, connection);
  }

  /**
   * A guest's access to a dossier ends at endsAt: at that moment (by this hub's clock, not at the next connect)
   * their connections stop receiving it and hear access_changed {valid: false}. A later call replaces the moment.
   */
  limitAccess(userId: string, dossierId: string, endsAt: Date): void {
    if (!this.byUser.has(userId)) return;
    let ends = this.accessEnds.get(userId);
    if (!ends) {
      ends = new Map();
      this.accessEnds.set(userId, ends);
    }
    ends.get(dossierId)?.();
    ends.set(
      dossierId,
      this.clock.at(endsAt, () => this.endAccess(userId, dossierId, endsAt)),
    );
  }

  /** A guest's access was given or renewed (an invite, a renewal): their connections follow it and hear so. */
  private grantAccess(userId: string, dossierId: string, endsAtIso: string): void {
    const endsAt = new Date(endsAtIso);
    const frame = accessChanged(dossierId, true, endsAt);
    for (const connection of this.byUser.get(userId) ?? []) {
      this.join(connection, dossierId);
      this.queue(connection, frame);
    }
    this.limitAccess(userId, dossierId, endsAt);
  }

  private endAccess(userId: string, dossierId: string, endsAt: Date): void {
    this.cancelAccessEnd(userId, dossierId);
    const frame = accessChanged(dossierId, false, endsAt);
    for (const connection of this.byUser.get(userId) ?? []) {
      this.leave(connection, dossierId);
      this.queue(connection, frame);
    }
  }

  private cancelAccessEnd(userId: string, dossierId: string): void {
    const ends = this.accessEnds.get(userId);
    ends?.get(dossierId)?.();
    ends?.delete(dossierId);
    if (ends?.size === 0) this.accessEnds.delete(userId);
  }

  private forgetAccessEnds(userId: string): void {
    for (const cancel of this.accessEnds.get(userId)?.values() ?? []) cancel();
    this.accessEnds.delete(userId);
  }

  /** Applies one event from the pub/sub: routes frames, updates memberships. */
  handle(event: LiveEvent): void {
    switch (event.kind) {
      case 'dossier': {
        const frame = JSON.stringify(event.frame);
        for (const connection of this.byDossier.get(event.dossierId) ?? []) {
          if (connection.userId !== event.exceptUserId) this.queue(connection, frame);
        }
        return;
      }
      case 'users': {
        const frame = JSON.stringify(event.frame);
        for (const userId of event.userIds)
          for (const connection of this.byUser.get(userId) ?? []) this.queue(connection, frame);
        return;
      }
      case 'membership':
        for (const connection of this.byUser.get(event.userId) ?? []) {
          if (event.active) this.join(connection, event.dossierId);
          else {
            this.leave(connection, event.dossierId);
            this.queue(
              connection,
              JSON.stringify({ type: 'dossier_removed', dossier_id: dossierChannel(event.dossierId) }),
            );
          }
        }
        if (!event.active) this.cancelAccessEnd(event.userId, event.dossierId);
        else if (event.accessEndsAt) this.grantAccess(event.userId, event.dossierId, event.accessEndsAt);
        return;
      case 'access_renewed':
        this.grantAccess(event.userId, event.dossierId, event.endsAt);
        return;
      case 'user_changed':
        return;
      case 'revoked':
        for (const connection of [...(this.byUser.get(event.userId) ?? [])]) {
          if (connection.sessionId === event.keepSessionId) continue;
          if (event.sessionId !== undefined && connection.sessionId !== event.sessionId) continue;
          connection.socket.close(WS_CLOSE_UNAUTHORIZED, 'Sessie beëindigd');
          this.detach(connection);
        }
        return;
    }
  }

  send(connection: Connection, frame: WireServerFrame): void {
    this.queue(connection, JSON.stringify(frame));
  }

  /** Frames wait for the end of this turn of the event loop, so a socket gets all of them in one write. */
  private queue(connection: Connection, frame: string): void {
    if (connection.pending) connection.pending.push(frame);
    else connection.pending = [frame];
    this.dirty.add(connection);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /**
   * Writes the waiting frames, a slice of connections per turn of the event loop: a broadcast to
   * thousands of sockets never blocks requests (and their database round trips) for long.
   */
  private flush(): void {
    let written = 0;
    for (const connection of this.dirty) {
      if (written === FLUSH_SLICE) break;
      this.dirty.delete(connection);
      written += 1;
      const frames = connection.pending ?? [];
      connection.pending = null;
      if (connection.socket.readyState !== connection.socket.OPEN) continue;
      // ws has no batch send: corking the TCP socket turns these frames into one write.
      const tcp = (connection.socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
      tcp?.cork();
      for (const frame of frames) connection.socket.send(frame);
      tcp?.uncork();
    }
    if (this.dirty.size > 0) setImmediate(() => this.flush());
    else this.flushScheduled = false;
  }

  /** Pings every socket, a slice per turn; one that did not answer the previous ping is dropped. */
  startHeartbeat(intervalMs = HEARTBEAT_MS): void {
    const beat = (connections: Connection[], from: number) => {
      for (const connection of connections.slice(from, from + HEARTBEAT_SLICE)) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
      if (from + HEARTBEAT_SLICE < connections.length)
        setImmediate(() => beat(connections, from + HEARTBEAT_SLICE));
    };
    this.heartbeat = setInterval(() => {
      const all = [...this.byUser.values()].flatMap((connections) => [...connections]);
      beat(all, 0);
    }, intervalMs);
    this.heartbeat.unref();
  }

  /** Closes every socket with a code and reason (shutdown: 1001, so clients reconnect elsewhere). */
  closeAll(code: number, reason: string): void {
    for (const connections of this.byUser.values())
      for (const connection of connections) connection.socket.close(code, reason);
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const userId of [...this.accessEnds.keys()]) this.forgetAccessEnds(userId);
    // Sockets already closing keep their close frame; the rest are cut.
    for (const connections of this.byUser.values())
      for (const connection of connections)
        if (connection.socket.readyState === connection.socket.OPEN) connection.socket.terminate();
    this.byUser.clear();
    this.byDossier.clear();
  }
}

const accessChanged = (dossierId: string, valid: boolean, expiresAt: Date) =>
  JSON.stringify({
    type: 'access_changed',
    dossier_id: dossierChannel(dossierId),
    valid,
    expires_at: expiresAt.toISOString(),
  } satisfies WireServerFrame);

function addTo<K>(index: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(connection);
}

function removeFrom<K>(index: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}
