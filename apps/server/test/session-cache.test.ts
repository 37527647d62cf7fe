import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../src/auth/session-cache.ts';
import { InProcessPubSub } from '../src/realtime/events.ts';
import { createTenant, PASSWORD } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = callerFor(() => t.app);

describe('the signed-in user, remembered briefly', () => {
  it('answers a known token from memory, without asking the database again', async () => {
    const a = await createTenant(t.app, t.db);
    const cache = new SessionCache(t.db, new InProcessPubSub(), t.app.deps.clock);
    const first = await cache.actorFor(a.memberToken);
    await t.db.deleteFrom('sessions').where('user_id', '=', a.member.id).execute();
    // The row is gone but nothing announced it: the memory still answers (for at most its short lifetime)...
    expect((await cache.actorFor(a.memberToken))?.user.id).toBe(first?.user.id);
    // ...and any event that ends the user's sessions drops it at once.
    cache.forgetUser(a.member.id);
    expect(await cache.actorFor(a.memberToken)).toBeNull();
  });

  it('drops a user on the events that end or change their sessions, and never stores an answer that raced a drop', async () => {
    const a = await createTenant(t.app, t.db);
    const live = new InProcessPubSub();
    const cache = new SessionCache(t.db, live, t.app.deps.clock);
    const lookup = cache.actorFor(a.memberToken);
    live.publish([{ kind: 'revoked', userId: a.member.id }]);
    expect(await lookup).not.toBeNull();
    await t.db.deleteFrom('sessions').where('user_id', '=', a.member.id).execute();
    expect(await cache.actorFor(a.memberToken)).toBeNull();
  });

  it('lets a user change their password twice in a row (the remembered password hash is dropped)', async () => {
    const a = await createTenant(t.app, t.db);
    const change = (current: string, next: string) =>
      call('POST', '/api/v1/auth/password-change', a.memberToken, {
        current_password: current,
        new_password: next,
      });
    expect((await change(PASSWORD, 'tweede-wachtwoord-1')).statusCode).toBe(200);
    expect((await change('tweede-wachtwoord-1', 'derde-wachtwoord-2')).statusCode).toBe(200);
  });

  it('refuses a removed user on their very next call', async () => {
    const a = await createTenant(t.app, t.db);
    expect((await call('GET', '/api/v1/users/me', a.memberToken)).statusCode).toBe(200);
    await call('PATCH', `/api/v1/users/${a.member.id}`, a.adminToken, {
      deleted_at: new Date().toISOString(),
    });
    expect((await call('GET', '/api/v1/users/me', a.memberToken)).statusCode).toBe(401);
  });
});
