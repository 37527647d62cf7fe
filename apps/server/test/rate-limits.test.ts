import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createCompany,
  createTenant,
  createUser,
  PASSWORD,
  uniqueEmail,
} from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const TOO_MANY = { detail: 'Te veel pogingen. Probeer het later opnieuw.' };
const minute = 60_000;

/** A 429 as SPEC words it, saying in whole seconds (within the window) when to come back. */
function expectRefusal(answer: LightMyRequestResponse, windowSeconds = 60) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual(TOO_MANY);
  expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in, password reset and magic-link limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: {
        login: { perAddress: { max: 3, windowMs: minute }, perIp: { max: 5, windowMs: minute } },
        reset: { perAddress: { max: 2, windowMs: minute }, perIp: { max: 4, windowMs: minute } },
        link: { perAddress: { max: 2, windowMs: minute }, perIp: { max: 4, windowMs: minute } },
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, ip: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const login = (ip: string, email: string, password = 'fout-wachtwoord') =>
    post('/api/v1/auth/login', ip, { email, password });
  const reset = (ip: string, email: string) => post('/api/v1/auth/password-reset', ip, { email });
  const newLink = (ip: string, email: string) => post('/api/v1/auth/magic-link', ip, { email });

  async function statuses(count: number, request: (attempt: number) => Promise<LightMyRequestResponse>) {
    const found = [];
    for (let attempt = 0; attempt < count; attempt += 1) found.push((await request(attempt)).statusCode);
    return found;
  }

  describe('sign-in', () => {
    it('never refuses a hundred successful sign-ins from one office address', async () => {
      const company = await createCompany(t.db);
      const colleagues = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db, company)));
      const found = await statuses(100, (attempt) =>
        login('10.10.0.1', colleagues[attempt % 10]!.email, PASSWORD),
      );
      expect(found).toEqual(Array(100).fill(200));
    });

    it('refuses an address after 3 failed sign-ins, from any IP and whatever the next password', async () => {
      const user = await createUser(t.db, await createCompany(t.db));
      expect(await statuses(3, (attempt) => login(`10.11.0.${attempt}`, user.email))).toEqual([
        401, 401, 401,
      ]);
      expectRefusal(await login('10.11.0.9', user.email, PASSWORD));
      expectRefusal(await login('10.11.0.10', user.email.toUpperCase()));
      const colleague = await createUser(t.db, await createCompany(t.db));
      expect((await login('10.11.0.9', colleague.email, PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an IP after 5 failed sign-ins across addresses, and no other IP', async () => {
      const user = await createUser(t.db, await createCompany(t.db));
      expect(await statuses(5, () => login('10.12.0.1', uniqueEmail()))).toEqual([401, 401, 401, 401, 401]);
      expectRefusal(await login('10.12.0.1', user.email, PASSWORD));
      expect((await login('10.12.0.2', user.email, PASSWORD)).statusCode).toBe(200);
    });

    it('counts neither a success nor clears a failure with it: the 3rd failure is the last one answered', async () => {
      const user = await createUser(t.db, await createCompany(t.db));
      const ip = '10.13.0.1';
      expect(await statuses(2, () => login(ip, user.email))).toEqual([401, 401]);
      expect(await statuses(4, () => login(ip, user.email, PASSWORD))).toEqual([200, 200, 200, 200]);
      expect((await login(ip, user.email)).statusCode).toBe(401);
      expectRefusal(await login(ip, user.email, PASSWORD));
    });

    it('gives a burst of parallel wrong passwords no more guesses than the limit', async () => {
      const user = await createUser(t.db, await createCompany(t.db));
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, attempt) => login(`10.14.0.${attempt}`, user.email)),
      );
      const found = answers.map((answer) => answer.statusCode).sort();
      expect(found).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
    });
  });

  describe('password reset', () => {
    it('answers 2 requests per address, then refuses the address from any IP', async () => {
      const email = uniqueEmail('reset');
      expect(await statuses(2, (attempt) => reset(`10.20.0.${attempt}`, email))).toEqual([202, 202]);
      expectRefusal(await reset('10.20.0.9', email));
    });

    it('answers 4 requests per IP across addresses, then refuses the IP only', async () => {
      expect(await statuses(4, () => reset('10.21.0.1', uniqueEmail('reset')))).toEqual([202, 202, 202, 202]);
      expectRefusal(await reset('10.21.0.1', uniqueEmail('reset')));
      expect((await reset('10.21.0.2', uniqueEmail('reset'))).statusCode).toBe(202);
    });

    it('spends no address allowance on requests refused for their IP', async () => {
      await statuses(4, () => reset('10.22.0.1', uniqueEmail('reset')));
      const victim = uniqueEmail('reset');
      expectRefusal(await reset('10.22.0.1', victim));
      expectRefusal(await reset('10.22.0.1', victim));
      expect(await statuses(2, (attempt) => reset(`10.22.1.${attempt}`, victim))).toEqual([202, 202]);
    });
  });

  describe('new magic links', () => {
    it('answers 2 requests per address, then refuses the address from any IP', async () => {
      const email = uniqueEmail('gast');
      expect(await statuses(2, (attempt) => newLink(`10.30.0.${attempt}`, email))).toEqual([202, 202]);
      expectRefusal(await newLink('10.30.0.9', email));
      await t.app.afterAnswer.settled();
    });

    it('answers 4 requests per IP across addresses, then refuses the IP only', async () => {
      expect(await statuses(4, () => newLink('10.31.0.1', uniqueEmail('gast')))).toEqual([
        202, 202, 202, 202,
      ]);
      expectRefusal(await newLink('10.31.0.1', uniqueEmail('gast')));
      expect((await newLink('10.31.0.2', uniqueEmail('gast'))).statusCode).toBe(202);
      await t.app.afterAnswer.settled();
    });
  });

  it('keeps every kind of attempt on counters of its own', async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    const ip = '10.40.0.1';
    expect(await statuses(3, () => login(ip, user.email))).toEqual([401, 401, 401]);
    expectRefusal(await login(ip, user.email));
    expect(await statuses(2, () => reset(ip, user.email))).toEqual([202, 202]);
    expect(await statuses(2, () => newLink(ip, user.email))).toEqual([202, 202]);
    expectRefusal(await reset(ip, user.email));
    expectRefusal(await newLink(ip, user.email));
    await t.app.afterAnswer.settled();
  });
});

describe('the general API limit', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');

  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ webDist: dist, rateLimits: { api: { max: 5, windowMs: minute } } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, options: { token?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: options.token ? bearer(options.token) : {},
      remoteAddress: options.ip ?? '10.50.0.1',
    });

  it('answers a session 5 calls a minute from any IP, then 429 with Retry-After; another session goes on', async () => {
    const tenant = await createTenant(t.app, t.db);
    const answers = [];
    for (let call = 0; call < 5; call += 1)
      answers.push(await get('/api/v1/users/me', { token: tenant.memberToken, ip: `10.51.0.${call}` }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers)
      expect(Object.keys(answer.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
    expectRefusal(await get('/app/sidebar/dossiers', { token: tenant.memberToken, ip: '10.51.0.9' }));
    expect((await get('/api/v1/users/me', { token: tenant.adminToken, ip: '10.51.0.9' })).statusCode).toBe(
      200,
    );
  });

  it('counts anonymous calls per IP, whatever token a query carries', async () => {
    const found = [];
    for (let call = 0; call < 5; call += 1)
      found.push((await get(`/api/v1/auth/validate?token=made-up-${call}`, { ip: '10.52.0.1' })).statusCode);
    expect(found).not.toContain(429);
    expectRefusal(await get('/api/v1/auth/validate?token=another', { ip: '10.52.0.1' }));
    expect((await get('/api/v1/auth/validate?token=another', { ip: '10.52.0.2' })).statusCode).not.toBe(429);
  });

  it('counts the live socket by its token', async () => {
    const tenant = await createTenant(t.app, t.db);
    const connects = [];
    for (let call = 0; call < 5; call += 1)
      connects.push((await get(`/ws?token=${tenant.memberToken}`, { ip: `10.53.0.${call}` })).statusCode);
    expect(connects).not.toContain(429);
    expectRefusal(await get(`/ws?token=${tenant.memberToken}`, { ip: '10.53.0.9' }));
    expect((await get(`/ws?token=${tenant.adminToken}`, { ip: '10.53.0.9' })).statusCode).not.toBe(429);
  });

  it('leaves health, readiness, the API documents and the web app with its assets alone', async () => {
    const urls = ['/healthz', '/readyz', '/api/docs/json', '/', '/app/dossier/123', '/assets/app-3f9a1c.js'];
    for (const url of urls) {
      const found = [];
      for (let call = 0; call < 8; call += 1) found.push((await get(url, { ip: '10.54.0.1' })).statusCode);
      expect({ url, found }).toEqual({ url, found: Array(8).fill(200) });
    }
  });

  it('leaves signed document links alone: browsers fetch them without a token', async () => {
    const found = [];
    for (let call = 0; call < 8; call += 1)
      found.push(
        (await get(`/api/v1/files/made-up-${call}?expires=1&signature=x`, { ip: '10.55.0.1' })).statusCode,
      );
    expect(found).toEqual(Array(8).fill(403));
  });
});
