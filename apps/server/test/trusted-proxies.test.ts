import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const rateLimits = {
  login: { perAddress: { max: 100, windowMs: 60_000 }, perIp: { max: 3, windowMs: 60_000 } },
};

/** Failed sign-ins from one connection address, each claiming another client address in X-Forwarded-For. */
async function signInsClaiming(t: TestApp, remoteAddress: string, forwardedFor: (attempt: number) => string) {
  const statuses = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: uniqueEmail(), password: 'onjuist-wachtwoord' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY unset: no proxy is trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits });
  });
  afterAll(() => t.close());

  it('counts a client by its connection, so a made-up X-Forwarded-For does not escape the per-IP limit', async () => {
    expect(await signInsClaiming(t, '203.0.113.7', (attempt) => `198.51.100.${attempt}`)).toEqual([
      401, 401, 401, 429,
    ]);
  });
});

describe('TRUST_PROXY as a list of the balancer addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits, env: { TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' } });
  });
  afterAll(() => t.close());

  it('takes the client address from a trusted balancer, each client with its own limit', async () => {
    expect(await signInsClaiming(t, '10.1.2.3', (attempt) => `198.51.100.${attempt}`)).toEqual([
      401, 401, 401, 401,
    ]);
    expect(await signInsClaiming(t, '192.168.1.10', () => '198.51.100.50')).toEqual([401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    expect(await signInsClaiming(t, '203.0.113.8', (attempt) => `198.51.100.${100 + attempt}`)).toEqual([
      401, 401, 401, 429,
    ]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the address the one proxy in front saw, not what the client wrote before it', async () => {
    // The client forges "1.2.3.4"; the proxy appends the address it saw, which is what counts.
    expect(await signInsClaiming(t, '10.9.9.9', (attempt) => `1.2.3.${attempt}, 198.51.100.77`)).toEqual([
      401, 401, 401, 429,
    ]);
  });
});
