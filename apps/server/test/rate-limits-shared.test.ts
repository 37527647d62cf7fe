import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { RateLimits } from '../src/auth/rate-limits.ts';
import { connectRateLimitRedis } from '../src/auth/shared-rate-limit-store.ts';
import { liveDeps } from '../src/deps.ts';
import {
  bearer,
  createCompany,
  createTenant,
  createUser,
  PASSWORD,
  uniqueEmail,
} from './support/factories.ts';
import { TcpProxy } from './support/tcp-proxy.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// Keys of this run only, so parallel runs on one Redis do not count each other's attempts.
const namespace = `dossiers:rate:test:${randomUUID()}:`;
const minute = 60_000;
const limits: Partial<RateLimits> = {
  login: { perAddress: { max: 3, windowMs: minute }, perIp: { max: 4, windowMs: minute } },
  reset: { perAddress: { max: 2, windowMs: minute }, perIp: { max: 100, windowMs: minute } },
  // Sign-ins are anonymous API calls too: each test's own IP keeps them under this.
  api: { max: 12, windowMs: minute },
};

const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
const redisClients: Redis[] = [];
const apps: FastifyInstance[] = [];
let first: TestApp;

/** Another instance on the same database, counting in Redis through `url` under this run's namespace. */
async function instanceOn(url: string): Promise<{ app: FastifyInstance; redis: Redis }> {
  const redis = await connectRateLimitRedis(url, logger);
  redisClients.push(redis);
  const app = await buildApp(
    {
      ...first.app.deps,
      ...liveDeps(),
      rateLimits: { ...first.app.deps.rateLimits, shared: { redis, namespace } },
    },
    { webDist: null, logger: false },
  );
  apps.push(app);
  await app.ready();
  return { app, redis };
}

beforeAll(async () => {
  const redis = await connectRateLimitRedis(REDIS_URL, logger);
  redisClients.push(redis);
  first = await startTestApp({ rateLimits: limits, sharedRateLimits: { redis, namespace } });
});
afterAll(async () => {
  for (const app of apps) {
    await app.close();
    await app.deps.live.close();
  }
  await first.close();
  const [cleaner] = redisClients;
  const keys = await cleaner!.keys(`${namespace}*`);
  if (keys.length > 0) await cleaner!.del(...keys);
  await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
});

const login = (app: FastifyInstance, ip: string, email: string, password = 'fout-wachtwoord') =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });

function expectRefusal(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({ detail: 'Te veel pogingen. Probeer het later opnieuw.' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two instances on one Redis share every limit', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    ({ app: second } = await instanceOn(REDIS_URL));
  });

  it('counts failed sign-ins of one address on both instances together', async () => {
    const user = await createUser(first.db, await createCompany(first.db));
    expect((await login(first.app, '10.61.0.1', user.email)).statusCode).toBe(401);
    expect((await login(second, '10.61.0.2', user.email)).statusCode).toBe(401);
    expect((await login(first.app, '10.61.0.3', user.email)).statusCode).toBe(401);
    expectRefusal(await login(second, '10.61.0.4', user.email, PASSWORD));
    expectRefusal(await login(first.app, '10.61.0.5', user.email, PASSWORD));
  });

  it('counts failed sign-ins of one IP on both instances together, and never a success', async () => {
    const user = await createUser(first.db, await createCompany(first.db));
    const ip = '10.62.0.1';
    for (let round = 0; round < 6; round += 1) {
      expect((await login(round % 2 ? second : first.app, ip, user.email, PASSWORD)).statusCode).toBe(200);
    }
    const failures = [];
    for (const app of [first.app, second, first.app, second])
      failures.push((await login(app, ip, uniqueEmail())).statusCode);
    expect(failures).toEqual([401, 401, 401, 401]);
    expectRefusal(await login(first.app, ip, user.email, PASSWORD));
  });

  it('counts password reset requests of one address on both instances together', async () => {
    const email = uniqueEmail('reset');
    const reset = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset',
        payload: { email },
        remoteAddress: '10.63.0.1',
      });
    expect((await reset(first.app)).statusCode).toBe(202);
    expect((await reset(second)).statusCode).toBe(202);
    expectRefusal(await reset(first.app));
  });

  it("counts a session's API calls on both instances together", async () => {
    const tenant = await createTenant(first.app, first.db);
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tenant.memberToken) });
    const found = [];
    for (let call = 0; call < 12; call += 1) found.push((await me(call % 2 ? second : first.app)).statusCode);
    expect(found).toEqual(Array(12).fill(200));
    expectRefusal(await me(second));
    expectRefusal(await me(first.app));
  });

  it('keeps neither addresses nor tokens in Redis, only their hashes under prefixed keys', async () => {
    const tenant = await createTenant(first.app, first.db);
    await first.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tenant.memberToken) });
    await login(first.app, '10.64.0.1', tenant.member.email);
    const keys = (await redisClients[0]!.keys(`${namespace}*`)).map((key) => key.slice(namespace.length));
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^login:address:[0-9a-f]{64}$/)]));
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^api:session:[0-9a-f]{64}$/)]));
    for (const key of keys) expect(key).toMatch(/^(login|reset|link):(address|ip):|^api:(session|ip):/);
    expect(keys.join('\n')).not.toContain('@');
    expect(keys.join('\n')).not.toContain(tenant.memberToken);
  });
});

describe('Redis away', () => {
  let proxy: TcpProxy;
  let third: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    proxy = TcpProxy.forUrl(REDIS_URL);
    await proxy.start();
    ({ app: third, redis } = await instanceOn(proxy.urlFor(REDIS_URL)));
  });
  afterAll(() => proxy.stop());

  it('answers while Redis is down, limits on this instance meanwhile, and shares again once it is back', async () => {
    const tenant = await createTenant(first.app, first.db);
    await proxy.stop();
    await until(() => redis.status !== 'ready', 'disconnected');

    const started = Date.now();
    const me = await third.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(tenant.memberToken),
    });
    expect(me.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
    const user = await createUser(first.db, await createCompany(first.db));
    const failures = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      failures.push((await login(third, '10.65.0.1', user.email)).statusCode);
    expect(failures).toEqual([401, 401, 401]);
    expectRefusal(await login(third, '10.65.0.1', user.email, PASSWORD));
    expect(logLines.join('')).toContain('Redis for rate limits unreachable');

    await proxy.start();
    await until(() => redis.status === 'ready', 'reconnected');
    const other = await createUser(first.db, await createCompany(first.db));
    expect((await login(first.app, '10.66.0.1', other.email)).statusCode).toBe(401);
    expect((await login(third, '10.66.0.2', other.email)).statusCode).toBe(401);
    expect((await login(first.app, '10.66.0.3', other.email)).statusCode).toBe(401);
    expectRefusal(await login(third, '10.66.0.4', other.email, PASSWORD));
  });

  it('answers within a second while Redis hangs, then without waiting on it at all', async () => {
    const tenant = await createTenant(first.app, first.db);
    const me = () =>
      third.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tenant.memberToken) });
    expect((await me()).statusCode).toBe(200);
    expect(redis.status).toBe('ready');
    proxy.hang();
    let started = Date.now();
    expect((await me()).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    started = Date.now();
    expect((await me()).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
