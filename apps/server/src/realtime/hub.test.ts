import { WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { TestClock } from '../../test/support/test-clock.ts';
import { Connection, Hub } from './hub.ts';

/** A socket that keeps what it was sent. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (frame: string) => sent.push(frame),
    close: () => undefined,
    terminate: () => undefined,
  };
  return { socket: socket as unknown as WebSocket, sent };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));
const DAY = 24 * 60 * 60_000;

describe("the hub's timing of a guest's access", () => {
  it('ends it at the moment, and keeps no timer for a guest who is gone', async () => {
    const clock = new TestClock();
    const hub = new Hub(clock);
    const { socket, sent } = fakeSocket();
    const guest = new Connection(socket, 'g', 'Gast', 's1');
    hub.attach(guest, ['d1']);
    hub.limitAccess('g', 'd1', new Date(clock.now().getTime() + DAY));
    hub.limitAccess('g', 'd1', new Date(clock.now().getTime() + 2 * DAY));
    expect(clock.pending).toBe(1);

    clock.advance(DAY);
    expect(guest.dossiers.has('d1')).toBe(true);
    clock.advance(DAY);
    expect(guest.dossiers.has('d1')).toBe(false);
    await flushed();
    expect(sent.map((frame) => JSON.parse(frame))).toEqual([
      {
        type: 'access_changed',
        dossier_id: 'dossier:d1',
        valid: false,
        expires_at: clock.now().toISOString(),
      },
    ]);

    hub.handle({
      kind: 'access_renewed',
      dossierId: 'd1',
      userId: 'g',
      endsAt: new Date(clock.now().getTime() + DAY).toISOString(),
    });
    expect(guest.dossiers.has('d1')).toBe(true);
    expect(clock.pending).toBe(1);
    hub.detach(guest);
    expect(clock.pending).toBe(0);
  });

  it('times nothing for a user without a connection here, and forgets every timer on stop', () => {
    const clock = new TestClock();
    const hub = new Hub(clock);
    const endsAt = new Date(clock.now().getTime() + DAY).toISOString();
    hub.handle({
      kind: 'membership',
      dossierId: 'd1',
      userId: 'elsewhere',
      active: true,
      accessEndsAt: endsAt,
    });
    expect(clock.pending).toBe(0);
    hub.attach(new Connection(fakeSocket().socket, 'g', 'Gast', 's1'), []);
    hub.handle({ kind: 'membership', dossierId: 'd1', userId: 'g', active: true, accessEndsAt: endsAt });
    hub.handle({ kind: 'membership', dossierId: 'd2', userId: 'g', active: true, accessEndsAt: endsAt });
    expect(clock.pending).toBe(2);
    hub.handle({ kind: 'membership', dossierId: 'd2', userId: 'g', active: false });
    expect(clock.pending).toBe(1);
    hub.stop();
    expect(clock.pending).toBe(0);
  });
});

describe('the hub on a revocation', () => {
  const closing = () => {
    const { socket } = fakeSocket();
    const codes: number[] = [];
    (socket as unknown as { close: (code: number) => void }).close = (code) => codes.push(code);
    return { socket, codes };
  };

  it('closes the ended session only on a sign-out, and every session but the kept one otherwise', () => {
    const hub = new Hub(new TestClock());
    const [first, second, third] = [closing(), closing(), closing()];
    hub.attach(new Connection(first.socket, 'u', 'Jan', 's1'), ['d1']);
    hub.attach(new Connection(second.socket, 'u', 'Jan', 's2'), ['d1']);
    hub.attach(new Connection(third.socket, 'u', 'Jan', 's3'), ['d1']);

    hub.handle({ kind: 'revoked', userId: 'u', sessionId: 's1' });
    expect([first.codes, second.codes, third.codes]).toEqual([[WS_CLOSE_UNAUTHORIZED], [], []]);
    hub.handle({ kind: 'revoked', userId: 'u', keepSessionId: 's3' });
    expect([first.codes, second.codes, third.codes]).toEqual([
      [WS_CLOSE_UNAUTHORIZED],
      [WS_CLOSE_UNAUTHORIZED],
      [],
    ]);
    expect(hub.connectionCount).toBe(1);
  });
});
