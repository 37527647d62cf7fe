import { describe, expect, it } from 'vitest';
import { parseLiveEvents } from './redis-pubsub.ts';

const frame = { type: 'pong' };

describe('a message on the live channel', () => {
  it('passes well-formed events of every kind', () => {
    const events = [
      { kind: 'dossier', dossierId: 'd', frame },
      { kind: 'users', userIds: ['u'], frame },
      { kind: 'membership', dossierId: 'd', userId: 'u', active: false },
      { kind: 'access_renewed', dossierId: 'd', userId: 'u', endsAt: '2026-12-01T00:00:00.000Z' },
      { kind: 'revoked', userId: 'u' },
      { kind: 'revoked', userId: 'u', keepSessionId: 's1' },
      { kind: 'revoked', userId: 'u', sessionId: 's2' },
      { kind: 'user_changed', userId: 'u' },
    ];
    expect(parseLiveEvents(JSON.stringify(events))).toEqual({ events });
  });

  it.each([
    ['not JSON', '{kapot'],
    ['an object, not a list', '{"kind":"revoked","userId":"u"}'],
    ['an unknown kind', '[{"kind":"everything","userId":"u"}]'],
    ['a frame without a type', '[{"kind":"dossier","dossierId":"d","frame":{}}]'],
    ['user ids that are not a list', '[{"kind":"users","userIds":"u","frame":{"type":"pong"}}]'],
    ['null', '[null]'],
    ['a session to end that is not a text', '[{"kind":"revoked","userId":"u","sessionId":7}]'],
  ])('refuses %s as a whole', (_name, payload) => {
    expect(parseLiveEvents(payload)).toHaveProperty('refused');
  });

  it('refuses the whole message when one of its events is bad, so nothing is half-delivered', () => {
    const payload = JSON.stringify([{ kind: 'revoked', userId: 'u' }, { kind: 'revoked' }]);
    expect(parseLiveEvents(payload)).toEqual({ refused: 'event 1 is not a live event' });
  });
});
