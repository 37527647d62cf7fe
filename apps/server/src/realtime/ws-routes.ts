import '@fastify/websocket';
import type { ServerResponse } from 'node:http';
import { ClientFrame, dossierChannel, WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { Connection } from './hub.ts';

const Query = z.object({ token: z.string().optional() });

/**
 * @fastify/websocket leaves the upgrade's request and response reachable from the socket for its whole life
 * (an error listener closing over them, the response bound to the TCP socket): about 3 KB per idle socket.
 * The socket keeps an error listener of its own (one must always exist), and the response lets go of the socket.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners('error');
  socket.on('error', onSocketError);
  const tcp = request.raw.socket as typeof request.raw.socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
}

// A socket error (a client vanishing mid-frame) ends that socket; its close handler detaches it.
const onSocketError = () => undefined;

/** Who may listen to what: given by the app from the sessions and the membership API (realtime imports no module). */
export interface LiveAccess {
  /**
   * The signed-in user behind a token with the dossiers whose events they receive, and when a guest's access to
   * one of them ends; null for a bad token.
   */
  connect(token: string): Promise<{
    userId: string;
    userName: string;
    sessionId: string;
    dossierIds: string[];
    accessEnds: AccessEnd[];
  } | null>;
  /** Whether the user may follow this dossier now (an active, unexpired membership): null if not. */
  mayFollow(dossierId: string, userId: string): Promise<{ accessEndsAt: Date | null } | null>;
}

/** A guest follows a dossier until their access ends. */
export interface AccessEnd {
  dossierId: string;
  at: Date;
}

/** A socket whose token is still being checked, with the frames that arrived meanwhile. */
interface Checking {
  waiting: RawData[];
}

/**
 * /ws?token=: authenticated at connect; events of every dossier the user is an active member of.
 * Every socket shares the same three listeners (no closures per socket: an idle socket stays small); what
 * belongs to one socket is found through `state`.
 */
export async function wsRoutes(app: FastifyInstance, options: { access: LiveAccess }) {
  const { hub, live } = app.deps;
  const { access } = options;
  const state = new WeakMap<WebSocket, Connection | Checking>();

  const failed = (error: unknown) => {
    // A frame that fails must never become an unhandled rejection (that would stop the process).
    app.log.error({ err: error }, 'websocket frame failed');
  };

  async function handleFrame(connection: Connection, raw: RawData) {
    connection.alive = true;
    let parsed: ReturnType<typeof ClientFrame.safeParse>;
    try {
      parsed = ClientFrame.safeParse(JSON.parse(raw.toString()));
    } catch {
      return hub.send(connection, { type: 'error', detail: 'Ongeldig bericht' });
    }
    if (!parsed.success) return hub.send(connection, { type: 'error', detail: 'Ongeldig bericht' });
    const frame = parsed.data;
    switch (frame.type) {
      case 'ping':
        return hub.send(connection, { type: 'pong' });
      case 'subscribe': {
        const channel = dossierChannel(frame.dossier_id);
        const following = await access.mayFollow(frame.dossier_id, connection.userId);
        if (!following) {
          return hub.send(connection, {
            type: 'error',
            detail: 'Geen toegang tot dit dossier',
            dossier_id: channel,
          });
        }
        hub.join(connection, frame.dossier_id);
        if (following.accessEndsAt)
          hub.limitAccess(connection.userId, frame.dossier_id, following.accessEndsAt);
        return hub.send(connection, { type: 'subscribed', dossier_id: channel });
      }
      case 'unsubscribe':
        // Members keep receiving their dossiers' events (the sidebar needs them); nothing else to undo.
        return;
      case 'typing':
        if (!connection.dossiers.has(frame.dossier_id)) return;
        return live.publish([
          {
            kind: 'dossier',
            dossierId: frame.dossier_id,
            exceptUserId: connection.userId,
            frame: {
              type: 'typing',
              dossier_id: dossierChannel(frame.dossier_id),
              user_id: connection.userId,
              user_name: connection.userName,
            },
          },
        ]);
    }
  }

  function onMessage(this: WebSocket, raw: RawData) {
    const current = state.get(this);
    if (current instanceof Connection) handleFrame(current, raw).catch(failed);
    else current?.waiting.push(raw);
  }

  function onPong(this: WebSocket) {
    const current = state.get(this);
    if (current instanceof Connection) current.alive = true;
  }

  function onClose(this: WebSocket) {
    const current = state.get(this);
    if (current instanceof Connection) hub.detach(current);
    state.delete(this);
  }

  async function authenticate(socket: WebSocket, token: string | undefined) {
    const listener = token ? await access.connect(token) : null;
    const checking = state.get(socket);
    if (!checking || checking instanceof Connection) return; // closed while its token was checked
    if (!listener) return socket.close(WS_CLOSE_UNAUTHORIZED, 'Ongeldige of verlopen sessie');
    const connection = new Connection(socket, listener.userId, listener.userName, listener.sessionId);
    state.set(socket, connection);
    hub.attach(connection, listener.dossierIds);
    for (const end of listener.accessEnds) hub.limitAccess(listener.userId, end.dossierId, end.at);
    for (const raw of checking.waiting) await handleFrame(connection, raw).catch(failed);
  }

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const token = Query.safeParse(request.query).data?.token;
    releaseUpgrade(socket, request);
    state.set(socket, { waiting: [] });
    socket.on('message', onMessage);
    socket.on('pong', onPong);
    socket.on('close', onClose);
    authenticate(socket, token).catch((error) => {
      app.log.error({ err: error }, 'websocket setup failed');
      socket.close(1011, 'Serverfout');
    });
  });
}
