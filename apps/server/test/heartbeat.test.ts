import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from './support/factories.ts';
import { LiveClient } from './support/live-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.deps.hub.startHeartbeat(100);
});
afterAll(() => t.close());

describe('heartbeat', () => {
  it('keeps a socket that answers pings and drops one that stopped answering', async () => {
    const a = await createTenant(t.app, t.db);
    const healthy = await LiveClient.connect(baseUrl, a.memberToken);
    const dead = await LiveClient.connect(baseUrl, a.adminToken);
    expect(t.app.deps.hub.connectionCount).toBe(2);
    // A client whose network went away reads nothing, so it never answers a ping.
    (dead.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.app.deps.hub.connectionCount).toBe(1);
    await healthy.settle();
    healthy.close();
  });
});
