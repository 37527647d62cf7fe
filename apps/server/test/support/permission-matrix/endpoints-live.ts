import { WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import WebSocket from 'ws';
import { type Answer, type CaseContext, dossierOf, dossierRoute, type Endpoint } from './endpoint.ts';

/**
 * The live connection, asked to follow the dossier under test, answers in frames: 'subscribed' counts as 200, the
 * refusal frame (which gives no reason) as 404, a close for a bad session as 401.
 */
async function subscribe(context: CaseContext): Promise<Answer> {
  const base = context.world.live.baseUrl.replace(/^http/, 'ws');
  const query = context.token ? `?token=${encodeURIComponent(context.token)}` : '';
  const socket = new WebSocket(`${base}/ws${query}`);
  const frames: string[] = [];
  return new Promise<Answer>((resolve, reject) => {
    const finish = (status: number) => {
      clearTimeout(timer);
      socket.removeAllListeners('close');
      socket.close();
      resolve({ status, body: frames.join('\n') });
    };
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`the socket gave no answer; frames: ${frames.join(' ')}`));
    }, 10_000);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'subscribe', dossier_id: `dossier:${dossierOf(context)}` })),
    );
    socket.on('message', (raw) => {
      const text = raw.toString();
      frames.push(text);
      const frame = JSON.parse(text);
      if (frame.type === 'subscribed') finish(200);
      else if (frame.type === 'error' && frame.dossier_id) finish(404);
    });
    socket.on('close', (code) => finish(code === WS_CLOSE_UNAUTHORIZED ? 401 : 1000 + code));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export const liveEndpoints: Endpoint[] = [
  dossierRoute({
    method: 'GET',
    route: '/ws',
    variant: 'subscribe to the dossier',
    // A connection follows the dossiers its user may use now: an active membership whose access has not ended.
    action: 'follow the dossier live',
    request: () => ({ method: 'GET', url: '/ws' }),
    send: subscribe,
  }),
];
