import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRateLimitRedis } from '../src/auth/shared-rate-limit-store.ts';
import { RedisPubSub } from '../src/realtime/redis-pubsub.ts';
import { createDossierVia, relate, sendVia } from './support/dossier-factories.ts';
import { createTenant } from './support/factories.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import { LiveClient } from './support/live-client.ts';
import { TcpProxy } from './support/tcp-proxy.ts';
import { startSecondInstance } from './support/test-app.ts';

/**
 * Redis going away under two instances (issue 14). The near instance reaches Redis (its live events and its rate
 * limits) through a proxy the test cuts; the far one reaches it directly. How the limits count meanwhile is
 * rate-limits-shared.test.ts's; here: live events degrade to the near instance, nothing fails, and both recover.
 */

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// A channel and keys of this run only, so parallel runs on one Redis do not see each other.
const channel = `dossiers:test:${randomUUID()}`;
const namespace = `dossiers:rate:test:${randomUUID()}:`;

const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
const logged = (text: string) => logLines.filter((line) => line.includes(text)).length;

const proxy = TcpProxy.forUrl(REDIS_URL);
let near: ListeningApp;
let far: FastifyInstance;
let farUrl: string;
let rateLimitRedis: Redis;
const farClients: LiveClient[] = [];

beforeAll(async () => {
  await proxy.start();
  const throughProxy = proxy.urlFor(REDIS_URL);
  rateLimitRedis = await connectRateLimitRedis(throughProxy, logger);
  near = await startListeningApp({
    live: await RedisPubSub.connect(throughProxy, channel, logger),
    sharedRateLimits: { redis: rateLimitRedis, namespace },
  });
  far = await startSecondInstance(near.t, await RedisPubSub.connect(REDIS_URL, channel));
  farUrl = await far.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of farClients) client.close();
  await far.close();
  await far.deps.live.close();
  await near.close();
  await rateLimitRedis.quit().catch(() => undefined);
  await proxy.stop();
});

const readiness = async (app: FastifyInstance) => {
  const started = performance.now();
  const answer = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: answer.statusCode, body: answer.json(), ms: performance.now() - started };
};

/** Waits until a check of the app's own readiness holds (ioredis notices a dropped or restored connection on its own). */
async function untilReady(app: FastifyInstance, status: number) {
  const deadline = Date.now() + 15_000;
  while ((await readiness(app)).status !== status) {
    if (Date.now() > deadline) throw new Error(`/readyz did not answer ${status} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const chatOn = (socket: LiveClient, id: string) =>
  socket.frames.filter((frame) => frame.type === 'chat_message' && frame.dossier_id === `dossier:${id}`);

describe('Redis going away under two instances', () => {
  it('while cut: a message reaches the sockets of the instance that stored it at once, the instance answers and says it is not ready; once back, the other instance hears it too, events cross again, and none comes twice', async () => {
    const a = await createTenant(near.t.app, near.t.db);
    const b = await createTenant(near.t.app, near.t.db);
    await relate(near.t.db, a.company.id, b.company.id);
    const id = await createDossierVia(near.t.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const onNear = await near.connect(b.memberToken);
    const onFar = await LiveClient.connect(farUrl, a.memberToken);
    farClients.push(onFar);

    await proxy.stop();
    await untilReady(near.t.app, 503);
    const notReady = await readiness(near.t.app);
    expect(notReady.body).toMatchObject({ database: 'ok', pubsub: 'down' });
    expect(notReady.ms).toBeLessThan(1_000);
    expect((await near.t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // The near instance stores and answers (its API limit counts locally meanwhile) and tells its own sockets.
    const during = await sendVia(near.t.app, a.memberToken, id, 'terwijl Redis weg is');
    expect(await onNear.waitFor((frame) => frame.id === during.id)).toMatchObject({ seq: during.seq });
    expect(logged('Redis for live events unreachable')).toBe(1);
    expect(logged('Redis for rate limits unreachable')).toBe(1);

    await proxy.start();
    await untilReady(near.t.app, 200);
    expect(logged('Redis for live events back')).toBe(1);
    const fromFar = await sendVia(far, a.memberToken, id, 'vanaf de andere server');
    await onNear.waitFor((frame) => frame.id === fromFar.id);
    const fromNear = await sendVia(near.t.app, a.memberToken, id, 'weer overal');
    await onFar.waitFor((frame) => frame.id === fromNear.id);

    // The far instance heard the message of the outage once Redis was back, first; the near one only once.
    await onNear.settle();
    await onFar.settle();
    const inOrder = [during.id, fromFar.id, fromNear.id];
    expect(chatOn(onFar, id).map((frame) => frame.id)).toEqual(inOrder);
    expect(chatOn(onNear, id).map((frame) => frame.id)).toEqual(inOrder);
  });
});
