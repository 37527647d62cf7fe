import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const lines: Array<Record<string, unknown>> = [];
const capture = { write: (line: string) => lines.push(JSON.parse(line)) };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('info', capture) });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers liveness without asking the database, and readiness after asking it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', pubsub: 'ok' });
  });

  it('keeps probes out of the log at info', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(lines).toEqual([]);
  });
});

describe('request ids and redaction', () => {
  it('names every request in its answer and on each of its log lines', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("keeps a balancer's request id, and refuses one that is not an id", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-42.a' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.a');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x'.repeat(200) },
    });
    expect(odd.headers['x-request-id']).not.toContain('xxx');
  });

  it('never logs a bearer token or a token in a link', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/validate?token=geheim-token-123',
      headers: { authorization: 'Bearer geheim-sessie-456' },
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('geheim-token-123');
    expect(logged).not.toContain('geheim-sessie-456');
    expect(logged).toContain('token=[redacted]');
  });
});
