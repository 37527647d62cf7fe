import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, postgresDatabase } from '../src/db/connection.ts';
import { relate } from './support/dossier-factories.ts';
import { databaseNamed } from './support/engine.ts';
import { createCompany, createUser, PASSWORD, uniqueEmail } from './support/factories.ts';
import { LiveClient } from './support/live-client.ts';
import { Mailbox } from './support/mailbox.ts';
import { RoundRobinProxy } from './support/round-robin-proxy.ts';
import { adminQuery, buildServer, freePort, startServer } from './support/server-process.ts';

/*
 * Two compiled server processes on one PostgreSQL database and one Redis, behind one address that hands each new
 * connection to the next of them: what a load balancer without affinity does. They must behave as one server.
 * Both engine runs of the suite run this on PostgreSQL (two processes cannot share a PGlite folder).
 */

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const POSTGRES_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Names of this run only: parallel runs on one PostgreSQL and one Redis never meet.
const runId = randomUUID().slice(0, 8);
const databaseName = `dossier_instances_${runId}`;
const REDIS_PREFIX = `dossiers-test-${runId}:`;
/** Each instance signs its mail with its own sender address, so the receiver can tell which worker sent it. */
const senders = ['a@instances.test', 'b@instances.test'];

let database: DatabaseHandle;
let mailbox: Mailbox;
let proxy: RoundRobinProxy;
const servers: RunningServer[] = [];
const clients: LiveClient[] = [];

interface RunningServer {
  stop(): Promise<void>;
}

/** The compiled server (`apps/server/dist/main.js`) as `npm start` runs it, with a DATA_DIR of its own. */
async function startInstance(port: number, env: Record<string, string>): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-instance-'));
  const server = startServer({ ...env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  await server.listening.catch(async (error) => {
    await stop();
    throw error;
  });
  return { stop };
}

/** A database of this file's own, migrated (from the suite's template when it runs on PostgreSQL). */
async function ownDatabase(): Promise<DatabaseHandle> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  await adminQuery(POSTGRES_URL, `create database ${databaseName}${template ? ` template ${template}` : ''}`);
  const handle = postgresDatabase(databaseNamed(POSTGRES_URL, databaseName));
  if (!template) await migrateToLatest(handle.db);
  return handle;
}

beforeAll(async () => {
  await buildServer();
  database = await ownDatabase();
  mailbox = new Mailbox();
  const smtpUrl = await mailbox.start();
  const ports = [await freePort(), await freePort()];
  proxy = await RoundRobinProxy.start(ports.map((port) => `http://127.0.0.1:${port}`));
  const env = {
    DATABASE_URL: databaseNamed(POSTGRES_URL, databaseName),
    REDIS_URL,
    REDIS_PREFIX,
    SMTP_URL: smtpUrl,
    PUBLIC_URL: proxy.url,
  };
  // Each is stopped after the tests even when the other did not start.
  await Promise.all(
    ports.map(async (port, index) => {
      servers.push(await startInstance(port, { ...env, MAIL_FROM: `Dossiers <${senders[index]}>` }));
    }),
  );
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await proxy?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await mailbox?.stop();
  await database?.close();
  await adminQuery(POSTGRES_URL, `drop database if exists ${databaseName} with (force)`);
}, 60_000);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
  /** Which server answered (0 or 1): the proxy's record of this connection. */
  backend: number;
}

/** One request through the single address, on a connection of its own (so the proxy chooses a server for it). */
function call(method: string, url: string, options: { token?: string; body?: object } = {}): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(`${proxy.url}${url}`, {
      method,
      agent: false,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text ? JSON.parse(text) : null,
          backend: proxy.backendOf(response.socket.localPort as number),
        });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function signInThroughProxy(email: string, password = PASSWORD): Promise<string> {
  const answer = await call('POST', '/api/v1/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return answer.body?.access_token as string;
}

/** A live socket through the single address, and the server it landed on. */
async function connectThroughProxy(token: string) {
  const client = await LiveClient.connect(proxy.url, token);
  clients.push(client);
  const tcp = (client.socket as unknown as { _socket: net.Socket })._socket;
  return { client, backend: proxy.backendOf(tcp.localPort as number) };
}

/** A company with a signed-in admin and member (rows written directly, sign-in through the address). */
async function tenant() {
  const company = await createCompany(database.db);
  const admin = await createUser(database.db, company, { role: 'admin' });
  const member = await createUser(database.db, company);
  return {
    company,
    admin,
    member,
    adminToken: await signInThroughProxy(admin.email),
    memberToken: await signInThroughProxy(member.email),
  };
}

describe('two server processes behind one address behave as one server', () => {
  it('hands connections to both servers in turn, WebSocket upgrades included', async () => {
    const a = await tenant();
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(await call('GET', '/api/v1/users/me', { token: a.memberToken }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.backend))).toEqual(new Set([0, 1]));
    const sockets = [await connectThroughProxy(a.memberToken), await connectThroughProxy(a.memberToken)];
    expect(new Set(sockets.map((socket) => socket.backend))).toEqual(new Set([0, 1]));
  });

  it('delivers a message posted through the address to sockets held on either server', async () => {
    const a = await tenant();
    const b = await tenant();
    await relate(database.db, a.company.id, b.company.id);
    const created = await call('POST', '/api/v1/dossiers', {
      token: a.memberToken,
      body: { title: 'Levering staal', company_id: b.company.id, user_id: b.member.id },
    });
    expect(created.status).toBe(201);
    const id = created.body?.id as string;
    const listeners = [
      await connectThroughProxy(b.memberToken),
      await connectThroughProxy(b.memberToken),
      await connectThroughProxy(a.memberToken),
    ];
    expect(new Set(listeners.map((listener) => listener.backend))).toEqual(new Set([0, 1]));

    for (const text of ['via de ene server', 'via de andere server']) {
      const sent = await call('POST', `/api/v1/dossiers/${id}/messages`, {
        token: a.memberToken,
        body: { message_type: 'user', message: text },
      });
      expect(sent.status).toBe(201);
      for (const { client } of listeners)
        expect(await client.waitFor((frame) => frame.id === sent.body?.id)).toMatchObject({
          type: 'chat_message',
          message: text,
        });
    }
  });

  it('counts failed sign-ins across both servers: the eleventh is refused with Retry-After by either', async () => {
    const a = await tenant();
    const failures: Answer[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      failures.push(
        await call('POST', '/api/v1/auth/login', { body: { email: a.member.email, password: 'fout' } }),
      );
    expect(failures.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    // Each server saw five of them: alone, neither would have reached the limit of ten.
    expect(failures.filter((answer) => answer.backend === 0)).toHaveLength(5);

    const refusals = [
      await call('POST', '/api/v1/auth/login', { body: { email: a.member.email, password: 'fout' } }),
      await call('POST', '/api/v1/auth/login', { body: { email: a.member.email, password: PASSWORD } }),
    ];
    expect(new Set(refusals.map((answer) => answer.backend))).toEqual(new Set([0, 1]));
    for (const refusal of refusals) {
      expect(refusal.status).toBe(429);
      expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
      expect(refusal.body).toEqual({ detail: 'Te veel pogingen. Probeer het later opnieuw.' });
    }
  });

  it('a sign-out on one server: the other refuses the token at once and closes its sockets', async ({
    annotate,
  }) => {
    const a = await tenant();
    const colleague = await connectThroughProxy(a.memberToken);
    const slowest: number[] = [];
    // Several rounds, each answered by one server or the other: the refusal must never lose a race.
    for (let round = 0; round < 6; round += 1) {
      const token = await signInThroughProxy(a.member.email);
      // Both servers have served (and remember) the token, and hold a socket of it.
      const served = [
        await call('GET', '/api/v1/users/me', { token }),
        await call('GET', '/api/v1/users/me', { token }),
      ];
      expect(served.map((answer) => [answer.status, answer.backend]).sort()).toEqual([
        [200, 0],
        [200, 1],
      ]);
      const sockets = [await connectThroughProxy(token), await connectThroughProxy(token)];
      expect(new Set(sockets.map((socket) => socket.backend))).toEqual(new Set([0, 1]));
      const closedAt = sockets.map(
        ({ client }) =>
          new Promise<number>((resolve) => client.socket.once('close', () => resolve(performance.now()))),
      );

      const signedOut = await call('POST', '/api/v1/auth/logout', { token });
      const answeredAt = performance.now();
      expect(signedOut.status).toBe(204);
      const next = await call('GET', '/api/v1/users/me', { token });
      expect(next.backend).not.toBe(signedOut.backend);
      expect(next.status).toBe(401);
      expect((await call('GET', '/api/v1/users/me', { token })).status).toBe(401);

      for (const { client } of sockets) expect(await client.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
      const delays = (await Promise.all(closedAt)).map((at) => Math.max(0, at - answeredAt));
      for (const delay of delays) expect(delay).toBeLessThan(1000);
      slowest.push(Math.max(...delays));
    }
    await annotate(
      `sign-out across processes, 6 rounds: slowest close per round ${slowest.map((ms) => ms.toFixed(1)).join(', ')} ms after the answer`,
    );
    await colleague.client.settle();
    expect(colleague.client.closeCode).toBeNull();
  });

  it('drains the mail outbox exactly once while both servers’ workers run', async ({ annotate }) => {
    const a = await tenant();
    const addresses = Array.from({ length: 30 }, () => uniqueEmail('collega'));
    const invited = await Promise.all(
      addresses.map((email) =>
        call('POST', '/api/v1/users', {
          token: a.adminToken,
          body: { email, first_name: 'Nieuwe', last_name: 'Collega' },
        }),
      ),
    );
    expect(invited.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    expect(new Set(invited.map((answer) => answer.backend))).toEqual(new Set([0, 1]));

    for (const email of addresses) await mailbox.waitFor(email, /./, 30_000);
    const outbox = () =>
      database.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'attempts', 'sent_at'])
        .where('to_address', 'in', addresses)
        .execute();
    // A worker marks a mail sent just after the receiver has it.
    await expect
      .poll(async () => (await outbox()).filter((row) => row.sent_at !== null).length, { timeout: 10_000 })
      .toBe(30);
    // Each was claimed once: a claim counts an attempt.
    for (const row of await outbox()) expect(row.attempts).toBe(1);
    const received = mailbox.mails.filter((mail) => addresses.includes(mail.to));
    expect(received.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
    const bySender = senders.map(
      (sender) => received.filter((mail) => mail.headers.get('from')?.includes(sender)).length,
    );
    // Both workers took part, and between them sent every mail once.
    for (const count of bySender) expect(count).toBeGreaterThan(0);
    await annotate(
      `outbox: 30 invitations sent once each, ${bySender[0]} by server A and ${bySender[1]} by server B`,
    );
  });
});
