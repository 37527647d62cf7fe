import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { limits, WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisPubSub } from '../src/realtime/redis-pubsub.ts';
import { createDossierVia, sendVia } from './support/dossier-factories.ts';
import { bearer, createTenant, PASSWORD, signIn, signInAgain } from './support/factories.ts';
import { dossierWithSignedInGuest } from './support/guest-factories.ts';
import { LiveClient } from './support/live-client.ts';
import { linkIn } from './support/mailbox.ts';
import { startSecondInstance, startTestApp, type TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// A channel of this run only, so parallel runs on one Redis do not see each other's events.
const channel = `dossiers:test:${randomUUID()}`;
/** The bound: from the answer of the call that ends a session to its sockets' close, on every instance. */
const WITHIN_MS = 1000;

const clock = new TestClock();
let t: TestApp;
let second: FastifyInstance;
/** Both instances, each listening: [the first, the second]. */
let instances: Array<{ app: FastifyInstance; url: string }>;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ clock, live: await RedisPubSub.connect(REDIS_URL, channel) });
  second = await startSecondInstance(t, await RedisPubSub.connect(REDIS_URL, channel));
  instances = [
    { app: t.app, url: await t.app.listen({ port: 0, host: '127.0.0.1' }) },
    { app: second, url: await second.listen({ port: 0, host: '127.0.0.1' }) },
  ];
});
afterAll(async () => {
  for (const client of clients) client.close();
  await second.close();
  await second.deps.live.close();
  await t.close();
});

/** A live socket on one instance, with the moment (performance.now()) its close event fired. */
interface Watched {
  client: LiveClient;
  closedAt: Promise<number>;
}

/** One socket of this session on each instance. */
async function socketsOf(token: string): Promise<Watched[]> {
  return Promise.all(
    instances.map(async ({ url }) => {
      const client = await LiveClient.connect(url, token);
      clients.push(client);
      const closedAt = new Promise<number>((resolve) =>
        client.socket.once('close', () => resolve(performance.now())),
      );
      return { client, closedAt };
    }),
  );
}

/** The moment a frame matching `match` arrives on a socket (listening starts now). */
function arrivalOf(client: LiveClient, match: (frame: Record<string, unknown>) => boolean): Promise<number> {
  return new Promise((resolve) => {
    const listener = (raw: Buffer) => {
      if (!match(JSON.parse(raw.toString()))) return;
      client.socket.off('message', listener);
      resolve(performance.now());
    };
    client.socket.on('message', listener);
  });
}

/** Calls one instance (0 or 1) and notes when the answer came. */
async function callOn(
  instance: number,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | null,
  payload?: object,
) {
  const response = await instances[instance]!.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { response, answeredAt: performance.now() };
}

/**
 * Every socket closes as unauthorized within the bound of the answer; returns the slowest close in ms.
 * (A close before the answer counts as 0: the instance that answered may close its own sockets first.)
 */
async function expectClosedWithinBound(sockets: Watched[], answeredAt: number): Promise<number> {
  const delays = await Promise.all(
    sockets.map(async ({ client, closedAt }) => {
      expect(await client.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
      return Math.max(0, (await closedAt) - answeredAt);
    }),
  );
  for (const delay of delays) expect(delay).toBeLessThan(WITHIN_MS);
  return Math.max(...delays);
}

/** The sockets are still open and served: a round trip after the closes has been answered. */
async function expectStillOpen(sockets: Watched[]): Promise<void> {
  await Promise.all(sockets.map(({ client }) => client.settle()));
  for (const { client } of sockets) expect(client.closeCode).toBeNull();
}

/** The token's answer on /users/me from each instance. */
const meOnEach = (token: string) =>
  Promise.all(
    instances.map(
      async (_, instance) => (await callOn(instance, 'GET', '/api/v1/users/me', token)).response.statusCode,
    ),
  );

describe('a session that ends closes its sockets on every instance within a second', () => {
  it('signing out ends that session only: its sockets close, the same user’s other session keeps its own', async ({
    annotate,
  }) => {
    const a = await createTenant(t.app, t.db);
    const otherSession = await signIn(t.app, a.member);
    const ending = await socketsOf(a.memberToken);
    const staying = await socketsOf(otherSession);
    // Both instances have served the token (and remember it for a while).
    expect(await meOnEach(a.memberToken)).toEqual([200, 200]);

    const { response, answeredAt } = await callOn(0, 'POST', '/api/v1/auth/logout', a.memberToken);
    expect(response.statusCode).toBe(204);
    const slowest = await expectClosedWithinBound(ending, answeredAt);
    await annotate(`sign-out: slowest close ${slowest.toFixed(1)} ms after the answer`);

    expect(await meOnEach(a.memberToken)).toEqual([401, 401]);
    await expectStillOpen(staying);
    expect(await meOnEach(otherSession)).toEqual([200, 200]);
  });

  it('refuses a sign-out without a valid session', async () => {
    const a = await createTenant(t.app, t.db);
    await callOn(1, 'POST', '/api/v1/auth/logout', a.memberToken);
    expect((await callOn(0, 'POST', '/api/v1/auth/logout', a.memberToken)).response.statusCode).toBe(401);
    expect((await callOn(0, 'POST', '/api/v1/auth/logout', null)).response.statusCode).toBe(401);
  });

  it('a password change ends the other sessions; the session that changed it keeps its sockets', async ({
    annotate,
  }) => {
    const a = await createTenant(t.app, t.db);
    const otherSession = await signIn(t.app, a.member);
    const staying = await socketsOf(a.memberToken);
    const ending = await socketsOf(otherSession);
    expect(await meOnEach(otherSession)).toEqual([200, 200]);

    const { response, answeredAt } = await callOn(1, 'POST', '/api/v1/auth/password-change', a.memberToken, {
      current_password: PASSWORD,
      new_password: 'nieuw-wachtwoord-1',
    });
    expect(response.statusCode).toBe(200);
    const slowest = await expectClosedWithinBound(ending, answeredAt);
    await annotate(`password change: slowest close ${slowest.toFixed(1)} ms after the answer`);

    expect(await meOnEach(otherSession)).toEqual([401, 401]);
    await expectStillOpen(staying);
    expect(await meOnEach(a.memberToken)).toEqual([200, 200]);
  });

  it('a password reset ends every session of the user; a colleague stays connected', async ({ annotate }) => {
    const a = await createTenant(t.app, t.db);
    const otherSession = await signIn(t.app, a.member);
    const ending = [...(await socketsOf(a.memberToken)), ...(await socketsOf(otherSession))];
    const colleague = await socketsOf(a.adminToken);
    expect(await meOnEach(otherSession)).toEqual([200, 200]);

    await callOn(0, 'POST', '/api/v1/auth/password-reset', null, { email: a.member.email });
    const mail = await t.mailbox.waitFor(a.member.email, /wachtwoord/i);
    const token = linkIn(mail, '/reset-password').searchParams.get('token');
    const { response, answeredAt } = await callOn(1, 'POST', '/api/v1/auth/password-reset/confirm', null, {
      token,
      new_password: 'nieuw-wachtwoord-1',
    });
    expect(response.statusCode).toBe(200);
    const slowest = await expectClosedWithinBound(ending, answeredAt);
    await annotate(`password reset: slowest close ${slowest.toFixed(1)} ms after the answer`);

    expect(await meOnEach(a.memberToken)).toEqual([401, 401]);
    expect(await meOnEach(otherSession)).toEqual([401, 401]);
    await expectStillOpen(colleague);
  });

  it('removal from the company ends every session of that user; the admin who removed them stays', async ({
    annotate,
  }) => {
    const a = await createTenant(t.app, t.db);
    const otherSession = await signIn(t.app, a.member);
    const ending = [...(await socketsOf(a.memberToken)), ...(await socketsOf(otherSession))];
    const admin = await socketsOf(a.adminToken);
    expect(await meOnEach(a.memberToken)).toEqual([200, 200]);

    const { response, answeredAt } = await callOn(0, 'PATCH', `/api/v1/users/${a.member.id}`, a.adminToken, {
      deleted_at: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const slowest = await expectClosedWithinBound(ending, answeredAt);
    await annotate(`removal: slowest close ${slowest.toFixed(1)} ms after the answer`);

    expect(await meOnEach(a.memberToken)).toEqual([401, 401]);
    await expectStillOpen(admin);
  });

  it('revoking a guest from their only dossier ends their sessions; the inviting member stays', async ({
    annotate,
  }) => {
    const { a, id, guest, guestToken } = await dossierWithSignedInGuest(t);
    const ending = await socketsOf(guestToken);
    const member = await socketsOf(a.memberToken);
    expect(await meOnEach(guestToken)).toEqual([200, 200]);

    const membership = `/api/v1/dossiers/${id}/users/${guest.id}`;
    const { response, answeredAt } = await callOn(1, 'PATCH', membership, a.memberToken, {
      status: 'removed',
    });
    expect(response.statusCode).toBe(204);
    const slowest = await expectClosedWithinBound(ending, answeredAt);
    await annotate(`guest revocation: slowest close ${slowest.toFixed(1)} ms after the answer`);

    expect(await meOnEach(guestToken)).toEqual([401, 401]);
    await expectStillOpen(member);
  });

  it('revoking a guest who is in another dossier too keeps them connected, without the revoked dossier', async ({
    annotate,
  }) => {
    const { a, external, id, email, guest, guestToken } = await dossierWithSignedInGuest(t);
    const other = await createDossierVia(t.app, a.memberToken, { title: 'Tweede transport' });
    const invited = await callOn(0, 'POST', `/api/v1/dossiers/${other}/invite`, a.memberToken, {
      email,
      company_id: external.id,
    });
    expect(invited.response.statusCode).toBe(201);
    const staying = await socketsOf(guestToken);
    const removed = staying.map(({ client }) =>
      arrivalOf(client, (frame) => frame.type === 'dossier_removed' && frame.dossier_id === `dossier:${id}`),
    );

    const membership = `/api/v1/dossiers/${id}/users/${guest.id}`;
    const { response, answeredAt } = await callOn(1, 'PATCH', membership, a.memberToken, {
      status: 'removed',
    });
    expect(response.statusCode).toBe(204);
    const delays = (await Promise.all(removed)).map((at) => Math.max(0, at - answeredAt));
    for (const delay of delays) expect(delay).toBeLessThan(WITHIN_MS);
    await annotate(
      `guest revocation, other dossier kept: slowest notice ${Math.max(...delays).toFixed(1)} ms`,
    );

    await expectStillOpen(staying);
    expect(await meOnEach(guestToken)).toEqual([200, 200]);
    const later = await sendVia(t.app, a.memberToken, other, 'Nog steeds welkom');
    for (const { client } of staying) await client.waitFor((frame) => frame.id === later.id);
  });

  it('a guest’s access ending stops the dossier at that moment on both sockets, which stay signed in (by design)', async ({
    annotate,
  }) => {
    const { a, id, guestToken } = await dossierWithSignedInGuest(t);
    const sockets = await socketsOf(guestToken);
    const ended = sockets.map(({ client }) =>
      arrivalOf(client, (frame) => frame.type === 'access_changed' && frame.valid === false),
    );

    const movedAt = performance.now();
    clock.advance(limits.viewerAccessDays * 24 * 60 * 60_000 + 60_000);
    const delays = (await Promise.all(ended)).map((at) => Math.max(0, at - movedAt));
    for (const delay of delays) expect(delay).toBeLessThan(WITHIN_MS);
    await annotate(`guest access end: slowest notice ${Math.max(...delays).toFixed(1)} ms after the moment`);
    // The member's own session ended a minute before the guest's access: they sign in again.
    await signInAgain(t.app, a);

    // The guest may still ask for more time: the session stays, the dossier's events do not reach it.
    await expectStillOpen(sockets);
    const members = await socketsOf(a.memberToken);
    const late = await sendVia(t.app, a.memberToken, id, 'Niet meer voor de gast');
    await Promise.all(members.map(({ client }) => client.waitFor((frame) => frame.id === late.id)));
    await Promise.all(sockets.map(({ client }) => client.settle()));
    for (const { client } of sockets)
      expect(client.frames.filter((frame) => frame.id === late.id)).toEqual([]);
  });
});
