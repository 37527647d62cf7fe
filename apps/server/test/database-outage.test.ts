import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, postgresDatabase } from '../src/db/connection.ts';
import { databaseNamed, testDatabaseUrl } from './support/engine.ts';
import { Mailbox } from './support/mailbox.ts';
import {
  adminQuery,
  buildServer,
  freePort,
  type ServerProcess,
  startServer,
} from './support/server-process.ts';
import { TcpProxy } from './support/tcp-proxy.ts';

/**
 * PostgreSQL going away under the running server (issue 14). The machine's PostgreSQL stays up for the other tests:
 * the server reaches a database of this file's own through a TCP proxy that the test cuts, makes hang, and restores.
 * PostgreSQL is always at 127.0.0.1:5432, so this runs on both suite runs.
 */

const ADMIN_URL =
  testDatabaseUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DOWN = 'De database is tijdelijk niet bereikbaar. Probeer het zo opnieuw.';
/** A refused connection is answered at once; give a busy machine its margin. */
const QUICKLY_MS = 3_000;
/** A database that hangs is given up on after a 2 s stall and a 2 s check (5 s for a connection): with margin. */
const WITHIN_SECONDS_MS = 9_000;

const name = `dossier_outage_${randomUUID().slice(0, 8)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-outage-'));
const proxy = TcpProxy.forUrl(ADMIN_URL);
const mailbox = new Mailbox();
let server: ServerProcess;
let baseUrl: string;
/** The same database, reached directly (not through the proxy): what the test checks by. */
let direct: DatabaseHandle;
let anna: string;
let dossierId: string;

async function call(method: string, url: string, token?: string, body?: object) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

const signIn = async (email: string) =>
  (await call('POST', '/api/v1/auth/login', undefined, { email, password: 'demo-wachtwoord' })).body
    .access_token as string;

const send = (message: string) =>
  call('POST', `/api/v1/dossiers/${dossierId}/messages`, anna, { message_type: 'user', message });

/** The requests of a user at work: the sidebar, a page of chat, a message, a sign-in. */
const aUsersRequests = () => [
  () => call('GET', '/app/sidebar/dossiers', anna),
  () => call('GET', `/api/v1/dossiers/${dossierId}/messages`, anna),
  () => send('tijdens de storing'),
  () =>
    call('POST', '/api/v1/auth/login', undefined, { email: 'bram@vries.demo', password: 'demo-wachtwoord' }),
];

function expectDatabaseDown(answer: Awaited<ReturnType<typeof call>>, withinMs: number) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ detail: DOWN });
  expect(answer.retryAfter).toBe('5');
  expect(answer.ms).toBeLessThan(withinMs);
}

const slowest = (answers: Array<{ ms: number }>) =>
  Math.round(Math.max(...answers.map((answer) => answer.ms)));
const fastest = (answers: Array<{ ms: number }>) =>
  Math.round(Math.min(...answers.map((answer) => answer.ms)));

/** Waits for a condition checked every 100 ms (the server's own passes run on their own clocks). */
async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await buildServer();
  await adminQuery(ADMIN_URL, `create database ${name}`);
  await proxy.start();
  direct = postgresDatabase(databaseNamed(ADMIN_URL, name), 2);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: proxy.urlFor(databaseNamed(ADMIN_URL, name)),
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    SMTP_URL: await mailbox.start(),
    SEED_DEMO: '1',
    // The notification scheduler looks every second, so it runs into the outage.
    NOTIFY_DELAY_SECONDS: '0',
    NOTIFY_INTERVAL_SECONDS: '1',
    LOG_LEVEL: 'info',
  });
  await server.listening;
  anna = await signIn('anna@vries.demo');
  dossierId = (await call('GET', '/app/sidebar/dossiers', anna)).body[0].id;
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await proxy.stop();
  await direct?.close();
  await mailbox.stop();
  await adminQuery(ADMIN_URL, `drop database if exists ${name} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the database going away under the running server', () => {
  it('answers 503 with a Dutch detail at once while PostgreSQL is down, says so on /readyz but not /healthz, and recovers by itself', async ({
    annotate,
  }) => {
    expect((await send('voor de storing')).status).toBe(201);
    await proxy.stop();

    const answers = [];
    for (const request of aUsersRequests()) answers.push(await request());
    for (const answer of answers) expectDatabaseDown(answer, QUICKLY_MS);
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ database: 'down' });
    expect(ready.ms).toBeLessThan(QUICKLY_MS);
    expect((await call('GET', '/healthz')).status).toBe(200);

    await proxy.start();
    expect((await send('na de storing')).status).toBe(201);
    expect((await call('GET', '/readyz')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    await annotate(`down: 503 in at most ${slowest(answers)} ms, /readyz in ${Math.round(ready.ms)} ms`);
  });

  it('answers 503 within seconds while PostgreSQL hangs, more requests than the pool holds too, and recovers once it answers', async ({
    annotate,
  }) => {
    // Connections in the pool first, so the hang meets queries on open connections as well as new ones.
    await Promise.all(Array.from({ length: 6 }, () => call('GET', '/app/sidebar/dossiers', anna)));
    proxy.hang();

    const [ready, ...answers] = await Promise.all([
      call('GET', '/readyz'),
      ...aUsersRequests().map((request) => request()),
      ...Array.from({ length: 12 }, () => call('GET', '/app/sidebar/dossiers', anna)),
    ]);
    for (const answer of answers) expectDatabaseDown(answer, WITHIN_SECONDS_MS);
    expect(ready!.status).toBe(503);
    expect(ready!.body).toMatchObject({ database: 'down' });
    expect(ready!.ms).toBeLessThan(WITHIN_SECONDS_MS);
    expect((await call('GET', '/healthz')).status).toBe(200);

    // The network comes back: the hung connections are gone, new ones answer.
    await proxy.stop();
    await proxy.start();
    expect((await send('weer bereikbaar')).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
    await annotate(
      `hanging: ${answers.length} requests at once answered 503 in ${fastest(answers)}-${slowest(answers)} ms, /readyz in ${Math.round(ready!.ms)} ms`,
    );
  });

  it('keeps the mail worker and the notification scheduler going: a mail sent as the database went away is not sent again, and mail goes out after', async () => {
    const logBefore = server.log().length;
    const loggedSince = (text: string) => server.log().slice(logBefore).includes(text);
    const held = mailbox.holdDeliveries('tijdens.storing@outage.test');
    const invited = await call('POST', '/api/v1/users', anna, { email: 'tijdens.storing@outage.test' });
    expect(invited.status).toBe(201);
    await held;
    // The receiver accepts the mail just as the database goes away: the worker cannot mark it sent yet.
    await proxy.stop();
    mailbox.release();
    await mailbox.waitFor('tijdens.storing@outage.test');
    await until(
      () => loggedSince('mail pass postponed: database unreachable'),
      'the worker meeting the outage',
    );
    await until(() => loggedSince('notification pass postponed: database unreachable'), 'the scheduler too');

    await proxy.start();
    await until(async () => {
      const row = await direct.db
        .selectFrom('mail_outbox')
        .select('sent_at')
        .where('to_address', '=', 'tijdens.storing@outage.test')
        .executeTakeFirstOrThrow();
      return row.sent_at !== null;
    }, 'the mail marked sent once the database is back');
    expect(mailbox.mails.filter((mail) => mail.to === 'tijdens.storing@outage.test')).toHaveLength(1);

    // After it, the worker mails an invitation, and the scheduler Carla (who has not read it) about a new message.
    expect((await call('POST', '/api/v1/users', anna, { email: 'na.storing@outage.test' })).status).toBe(201);
    expect((await send('Carla, zie je dit?')).status).toBe(201);
    await mailbox.waitFor('na.storing@outage.test');
    await until(
      () =>
        mailbox.mails.some(
          (mail) => mail.to === 'carla@bakker.demo' && mail.text.includes('Carla, zie je dit?'),
        ),
      'Carla notified of the new message',
    );
    expect(server.child.exitCode).toBeNull();
    expect(server.log()).not.toMatch(/"level":60|uncaught|unhandled rejection/i);
  }, 60_000);
});
