import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisPubSub } from '../src/realtime/redis-pubsub.ts';
import { createDossierVia, relate, sendVia } from './support/dossier-factories.ts';
import { bearer, createTenant } from './support/factories.ts';
import { LiveClient } from './support/live-client.ts';
import { startSecondInstance, startTestApp, type TestApp } from './support/test-app.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// A channel of this run only, so parallel runs on one Redis do not see each other's events.
const channel = `dossiers:test:${randomUUID()}`;

let first: TestApp;
let second: FastifyInstance;
let secondUrl: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  first = await startTestApp({ live: await RedisPubSub.connect(REDIS_URL, channel) });
  second = await startSecondInstance(first, await RedisPubSub.connect(REDIS_URL, channel));
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await second.close();
  await second.deps.live.close();
  await first.close();
});

describe('two instances behind a load balancer, fanned out through Redis', () => {
  it('delivers a message posted on one instance to a member connected to the other, and not to an outsider', async () => {
    const a = await createTenant(first.app, first.db);
    const b = await createTenant(first.app, first.db);
    const outsider = await createTenant(first.app, first.db);
    await relate(first.db, a.company.id, b.company.id);
    const id = await createDossierVia(first.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const member = await LiveClient.connect(secondUrl, b.memberToken);
    const stranger = await LiveClient.connect(secondUrl, outsider.memberToken);
    clients.push(member, stranger);

    const sent = await sendVia(first.app, a.memberToken, id, 'via een andere server');
    expect(await member.waitFor((frame) => frame.type === 'chat_message')).toMatchObject({
      id: sent.id,
      seq: sent.seq,
    });
    await stranger.settle();
    expect(stranger.frames.filter((frame) => frame.type === 'chat_message')).toEqual([]);
  });

  it('lets a user added on one instance receive the dossier on the other', async () => {
    const a = await createTenant(first.app, first.db);
    const id = await createDossierVia(first.app, a.memberToken);
    const admin = await LiveClient.connect(secondUrl, a.adminToken);
    clients.push(admin);
    await first.app.inject({
      method: 'POST',
      url: `/api/v1/dossiers/${id}/users`,
      headers: { authorization: `Bearer ${a.memberToken}` },
      payload: { user_id: a.admin.id },
    });
    await admin.waitFor((frame) => frame.type === 'dossier_created');
    await sendVia(first.app, a.memberToken, id, 'welkom');
    expect(await admin.waitFor((frame) => frame.type === 'chat_message')).toMatchObject({
      message: 'welkom',
    });
  });

  it('refuses a removed user at once on the other instance, though it had just served them', async () => {
    const a = await createTenant(first.app, first.db);
    const me = () =>
      second.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a.memberToken) });
    expect((await me()).statusCode).toBe(200);
    await first.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${a.member.id}`,
      headers: bearer(a.adminToken),
      payload: { deleted_at: new Date().toISOString() },
    });
    await expect.poll(async () => (await me()).statusCode, { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('drops what is not a live event on the channel, and goes on delivering the next real one', async () => {
    const a = await createTenant(first.app, first.db);
    const id = await createDossierVia(first.app, a.memberToken);
    const member = await LiveClient.connect(secondUrl, a.memberToken);
    clients.push(member);
    const intruder = new Redis(REDIS_URL);
    try {
      for (const garbage of [
        'geen json{',
        '{"kind":"dossier"}',
        '[{"kind":"dossier","dossierId":"x"}]',
        '[{"kind":"users","userIds":"iedereen","frame":{"type":"pong"}}]',
        '[null]',
        '[{"kind":"onbekend","userId":"x"}]',
      ]) {
        await intruder.publish(channel, garbage);
      }
    } finally {
      intruder.disconnect();
    }
    await sendVia(first.app, a.memberToken, id, 'na de rommel');
    expect(await member.waitFor((frame) => frame.type === 'chat_message')).toMatchObject({
      message: 'na de rommel',
    });
    expect((await second.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
