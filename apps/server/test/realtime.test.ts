import { WS_CLOSE_UNAUTHORIZED } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate, sendVia } from './support/dossier-factories.ts';
import { createTenant, PASSWORD } from './support/factories.ts';
import { callerFor } from './support/http.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import { LiveClient } from './support/live-client.ts';
import { linkIn } from './support/mailbox.ts';
import type { TestApp } from './support/test-app.ts';

let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp();
  t = live.t;
});
afterAll(() => live.close());

const connect = (token: string) => live.connect(token);
const call = callerFor(() => t.app);

async function sharedDossier() {
  const a = await createTenant(t.app, t.db);
  const b = await createTenant(t.app, t.db);
  await relate(t.db, a.company.id, b.company.id);
  const id = await createDossierVia(t.app, a.memberToken, { company_id: b.company.id, user_id: b.member.id });
  return { a, b, id };
}

describe('/ws', () => {
  it('closes a connection with a bad token with the unauthorized code', async () => {
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${live.baseUrl.replace('http', 'ws')}/ws?token=onzin`);
    const code = await new Promise<number>((resolve) =>
      socket.on('close', (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(WS_CLOSE_UNAUTHORIZED);
  });

  it('delivers a message to the members of both companies, with its seq, and never to another company', async () => {
    const { a, b, id } = await sharedDossier();
    const outsider = await createTenant(t.app, t.db);
    const [socketA, socketB, socketOutsider] = await Promise.all([
      connect(a.memberToken),
      connect(b.memberToken),
      connect(outsider.adminToken),
    ]);
    const sent = await sendVia(t.app, a.memberToken, id, 'Levering morgen om 8 uur');

    const received = await socketB.waitFor((frame) => frame.type === 'chat_message');
    expect(received).toMatchObject({
      id: sent.id,
      seq: sent.seq,
      dossier_id: `dossier:${id}`,
      message: 'Levering morgen om 8 uur',
    });
    await socketA.waitFor((frame) => frame.type === 'chat_message');
    await socketOutsider.settle();
    expect(socketOutsider.frames.filter((frame) => frame.dossier_id === `dossier:${id}`)).toEqual([]);
  });

  it('refuses a subscription to a dossier of another company', async () => {
    const { a, id } = await sharedDossier();
    const outsider = await createTenant(t.app, t.db);
    const socket = await connect(outsider.memberToken);
    socket.send({ type: 'subscribe', dossier_id: `dossier:${id}` });
    const answer = await socket.waitFor((frame) => frame.type === 'error' || frame.type === 'subscribed');
    expect(answer).toMatchObject({ type: 'error', dossier_id: `dossier:${id}` });
    await sendVia(t.app, a.memberToken, id, 'niet voor buitenstaanders');
    await socket.settle();
    expect(socket.frames.filter((frame) => frame.type === 'chat_message')).toEqual([]);
  });

  it('confirms a subscription to an own dossier', async () => {
    const { b, id } = await sharedDossier();
    const socket = await connect(b.memberToken);
    socket.send({ type: 'subscribe', dossier_id: `dossier:${id}` });
    expect(await socket.waitFor((frame) => frame.type === 'subscribed')).toEqual({
      type: 'subscribed',
      dossier_id: `dossier:${id}`,
    });
  });

  it('relays typing to the other members only', async () => {
    const { a, b, id } = await sharedDossier();
    const [socketA, socketB] = await Promise.all([connect(a.memberToken), connect(b.memberToken)]);
    socketA.send({ type: 'typing', dossier_id: `dossier:${id}` });
    const typing = await socketB.waitFor((frame) => frame.type === 'typing');
    expect(typing).toMatchObject({
      dossier_id: `dossier:${id}`,
      user_id: a.member.id,
      user_name: 'Jan Jansen',
    });
    await socketA.settle();
    expect(socketA.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
  });

  it('tells a user who is added about the dossier, then streams it; a removed member stops receiving', async () => {
    const { a, b, id } = await sharedDossier();
    const socketAdmin = await connect(b.adminToken);
    await call('POST', `/api/v1/dossiers/${id}/users`, a.memberToken, { user_id: b.admin.id });
    expect(await socketAdmin.waitFor((frame) => frame.type === 'dossier_created')).toMatchObject({
      dossier_id: `dossier:${id}`,
    });
    await sendVia(t.app, a.memberToken, id, 'welkom');
    await socketAdmin.waitFor((frame) => frame.type === 'chat_message' && frame.message === 'welkom');

    const removed = await call('PATCH', `/api/v1/dossiers/${id}/users/${b.member.id}`, b.adminToken, {
      status: 'removed',
    });
    expect(removed.statusCode).toBe(204);
    const socketMember = await connect(b.memberToken);
    await sendVia(t.app, a.memberToken, id, 'na verwijdering');
    await socketAdmin.waitFor((frame) => frame.message === 'na verwijdering');
    await socketMember.settle();
    expect(socketMember.frames.filter((frame) => frame.message === 'na verwijdering')).toEqual([]);
  });

  it('pushes status changes as a system message and a dossier_update', async () => {
    const { a, b, id } = await sharedDossier();
    const socketB = await connect(b.memberToken);
    await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken);
    expect(await socketB.waitFor((frame) => frame.type === 'dossier_update')).toMatchObject({
      status: 'close_request',
    });
    expect(await socketB.waitFor((frame) => frame.type === 'system')).toMatchObject({
      message: 'Jan Jansen heeft gevraagd het dossier te sluiten',
    });
  });

  it('pushes who asked to close, and a withdrawal as a system message and a dossier_update back to open (issue 24)', async () => {
    const { a, b, id } = await sharedDossier();
    const socketA = await connect(a.memberToken);
    await call('POST', `/api/v1/dossiers/${id}/request-close`, a.memberToken);
    expect(await socketA.waitFor((frame) => frame.type === 'dossier_update')).toMatchObject({
      status: 'close_request',
      close_request: { company_id: a.company.id, user_id: a.member.id, user_name: 'Jan Jansen' },
    });
    await call('POST', `/api/v1/dossiers/${id}/cancel-close`, b.memberToken, { reason: 'Nog een levering' });
    expect(
      await socketA.waitFor((frame) => frame.type === 'dossier_update' && frame.status === 'open'),
    ).toEqual({ type: 'dossier_update', dossier_id: `dossier:${id}`, status: 'open', close_request: null });
    expect(
      await socketA.waitFor((frame) => frame.type === 'system' && String(frame.message).includes('nog niet')),
    ).toMatchObject({
      message: `Jan Jansen (${b.company.name}) sluit het dossier nog niet: Nog een levering`,
      sender_id: b.member.id,
      unread: false,
    });
  });

  it('announces read status to the reader', async () => {
    const { b, id } = await sharedDossier();
    const socketB = await connect(b.memberToken);
    await call('POST', `/api/v1/dossiers/${id}/read-status`, b.memberToken);
    expect(await socketB.waitFor((frame) => frame.type === 'read_status')).toMatchObject({
      user_id: b.member.id,
      read_seq: 2,
    });
  });

  it('closes the sockets of a user the admin removes', async () => {
    const a = await createTenant(t.app, t.db);
    const socket = await connect(a.memberToken);
    await call('PATCH', `/api/v1/users/${a.member.id}`, a.adminToken, {
      deleted_at: new Date().toISOString(),
    });
    expect(await socket.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
  });

  it('answers a malformed frame with an error, and keeps the connection', async () => {
    const a = await createTenant(t.app, t.db);
    const socket = await connect(a.memberToken);
    socket.socket.send('{niet json');
    expect(await socket.waitFor((frame) => frame.type === 'error')).toMatchObject({
      detail: 'Ongeldig bericht',
    });
    await socket.settle();
  });
});

describe('/ws relation events', () => {
  it('tells the receiving company about a new request and the sender about the answer, never a third company', async () => {
    const a = await createTenant(t.app, t.db);
    const b = await createTenant(t.app, t.db);
    const outsider = await createTenant(t.app, t.db);
    const [socketA, socketB, socketOutsider] = await Promise.all([
      connect(a.adminToken),
      connect(b.adminToken),
      connect(outsider.adminToken),
    ]);
    const requested = await call('POST', '/api/v1/relations', a.adminToken, {
      company_2_id: b.company.id,
      status: 'active',
    });
    const relationId = requested.json().relation_id;
    expect(await socketB.waitFor((frame) => frame.type === 'relation_update')).toEqual({
      type: 'relation_update',
      relation_id: relationId,
      status: 'pending',
    });
    await call('POST', `/api/v1/relations/${relationId}/accept`, b.adminToken);
    await socketA.waitFor((frame) => frame.type === 'relation_update' && frame.status === 'active');
    await socketOutsider.settle();
    expect(socketOutsider.frames.filter((frame) => frame.type === 'relation_update')).toEqual([]);
  });
});

describe('/ws broadcast to many sockets', () => {
  it('delivers one message to every one of 250 connections, written in slices', async () => {
    const { a, b, id } = await sharedDossier();
    const sockets = await Promise.all(
      Array.from({ length: 250 }, (_, n) =>
        LiveClient.connect(live.baseUrl, n % 2 === 0 ? a.memberToken : b.memberToken),
      ),
    );
    live.track(...sockets);
    const sent = await sendVia(t.app, a.memberToken, id, 'voor iedereen');
    await Promise.all(sockets.map((socket) => socket.waitFor((frame) => frame.id === sent.id)));
  });
});

describe('/ws malformed subscriptions', () => {
  it('answers a channel that is not dossier:{uuid} with an error and keeps serving', async () => {
    const a = await createTenant(t.app, t.db);
    const socket = await connect(a.memberToken);
    socket.send({ type: 'subscribe', dossier_id: `dossier:${'-'.repeat(36)}` });
    expect(await socket.waitFor((frame) => frame.type === 'error')).toMatchObject({
      detail: 'Ongeldig bericht',
    });
    await socket.settle();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('/ws after a password reset', () => {
  it('closes the live connections of the sessions the reset ended', async () => {
    const a = await createTenant(t.app, t.db);
    const socket = await connect(a.memberToken);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: a.member.email },
    });
    const token = linkIn(
      await t.mailbox.waitFor(a.member.email, /wachtwoord/i),
      '/reset-password',
    ).searchParams.get('token');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { token, new_password: 'nieuw-wachtwoord-9' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await socket.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
  });
});

describe('/ws after a password change', () => {
  it('closes the sockets of the other sessions it ended, and keeps the one that changed it', async () => {
    const a = await createTenant(t.app, t.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: a.member.email, password: PASSWORD },
    });
    const otherDevice = await connect(signIn.json().access_token);
    const thisDevice = await connect(a.memberToken);
    const changed = await call('POST', '/api/v1/auth/password-change', a.memberToken, {
      current_password: PASSWORD,
      new_password: 'nieuw-wachtwoord-9',
    });
    expect(changed.statusCode).toBe(200);
    expect(await otherDevice.waitForClose()).toBe(WS_CLOSE_UNAUTHORIZED);
    thisDevice.send({ type: 'ping' });
    await thisDevice.waitFor((frame) => frame.type === 'pong');
  });
});
