import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: { perAddress: { max: 2, windowMs: 60_000 }, perIp: { max: 4, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

const post = (url: string, email: string, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: { email, password: 'x' }, remoteAddress: ip });

describe('rate limits on login and password reset', () => {
  it('limits attempts per IP across different addresses', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post('/api/v1/auth/login', uniqueEmail(), '10.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await post('/api/v1/auth/login', uniqueEmail(), '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits reset requests per address, with the same answer for known and unknown addresses until then', async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await post('/api/v1/auth/password-reset', email, `10.0.1.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
    const refused = await post('/api/v1/auth/password-reset', email, '10.0.1.9');
    expect(refused.json()).toEqual({ detail: 'Te veel pogingen. Probeer het later opnieuw.' });
  });

  it('limits requests for a new magic link like password resets, per address and per IP', async () => {
    const email = uniqueEmail('gast');
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await post('/api/v1/auth/magic-link', email, `10.0.2.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
    const perIp = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      perIp.push((await post('/api/v1/auth/magic-link', uniqueEmail(), '10.0.3.1')).statusCode);
    }
    expect(perIp).toEqual([202, 202, 202, 202, 429]);
    await t.app.afterAnswer.settled();
  });
});
