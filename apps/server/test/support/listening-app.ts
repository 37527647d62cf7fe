import { LiveClient } from './live-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface ListeningApp {
  /** The app behind it (its database, its mailbox). */
  t: TestApp;
  baseUrl: string;
  /** A live connection with this token; it closes with the app. */
  connect(token: string): Promise<LiveClient>;
  /** Connections opened another way that should close with the app too. */
  track(...clients: LiveClient[]): void;
  close(): Promise<void>;
}

/** The whole app listening on a free loopback port, for tests that speak WebSocket or raw HTTP to it. */
export async function startListeningApp(options?: Parameters<typeof startTestApp>[0]): Promise<ListeningApp> {
  const t = await startTestApp(options);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const clients: LiveClient[] = [];
  return {
    t,
    baseUrl,
    async connect(token) {
      const client = await LiveClient.connect(baseUrl, token);
      clients.push(client);
      return client;
    },
    track(...more) {
      clients.push(...more);
    },
    async close() {
      for (const client of clients) client.close();
      await t.close();
    },
  };
}
