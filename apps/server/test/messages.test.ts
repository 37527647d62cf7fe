import { limits } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossierVia, relate, sendVia } from './support/dossier-factories.ts';
import { bearer, createTenant } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('sending messages', () => {
  it('stores a trimmed message with its sender and the next sequence number', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const response = await post(`/api/v1/dossiers/${id}/messages`, a.memberToken, {
      message_type: 'user',
      message: '  Hallo  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Hallo',
      message_type: 'user',
      seq: 2,
      dossier_id: `dossier:${id}`,
      sender_id: a.member.id,
      sender_name: 'Jan Jansen',
      sender_email: a.member.email,
    });
  });

  it('refuses an empty message and one over 10,000 characters on the message field', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    for (const message of ['   ', 'x'.repeat(limits.message.max + 1)]) {
      const response = await post(`/api/v1/dossiers/${id}/messages`, a.memberToken, { message });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['body', 'message']);
    }
    const accepted = await post(`/api/v1/dossiers/${id}/messages`, a.memberToken, {
      message: 'x'.repeat(limits.message.max),
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('answers a retry with the same client_id with the stored message, not a duplicate', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const payload = { message: 'Eén keer', client_id: 'c-123' };
    const [first, second] = await Promise.all([
      post(`/api/v1/dossiers/${id}/messages`, a.memberToken, payload),
      post(`/api/v1/dossiers/${id}/messages`, a.memberToken, payload),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const retry = await post(`/api/v1/dossiers/${id}/messages`, a.memberToken, payload);
    expect(retry.statusCode).toBe(200);
    const page = (await get(`/api/v1/dossiers/${id}/messages`, a.memberToken)).json();
    expect(
      page.messages.filter((message: { message: string }) => message.message === 'Eén keer'),
    ).toHaveLength(1);
  });
});

describe('who may send', () => {
  it('answers another company 404 and stores nothing, however it retries', async () => {
    const a = await createTenant(t.app, t.db);
    const outsider = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const payload = { message: 'Binnendringen', client_id: 'x-1' };
    expect((await post(`/api/v1/dossiers/${id}/messages`, outsider.memberToken, payload)).statusCode).toBe(
      404,
    );
    expect((await post(`/api/v1/dossiers/${id}/messages`, outsider.memberToken, payload)).statusCode).toBe(
      404,
    );
    const page = (await get(`/api/v1/dossiers/${id}/messages`, a.memberToken)).json();
    expect(page.messages.map((message: { message: string }) => message.message)).not.toContain(
      'Binnendringen',
    );
    expect(page.messages.at(-1).seq).toBe(page.messages.length);
  });
});

describe('message pages', () => {
  it('pages backwards by 50 with a before cursor, oldest first in a page, without gaps or duplicates', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    for (let n = 1; n <= 119; n += 1) await sendVia(t.app, a.memberToken, id, `bericht ${n}`);

    const newest = (await get(`/api/v1/dossiers/${id}/messages?limit=50`, a.memberToken)).json();
    expect(newest.messages).toHaveLength(50);
    expect(newest.has_more).toBe(true);
    expect(newest.messages.at(-1).message).toBe('bericht 119');
    expect(newest.before).toBe(newest.messages[0].id);

    const seen = [...newest.messages];
    let cursor = newest.before;
    let hasMore = newest.has_more;
    while (hasMore) {
      const page = (
        await get(`/api/v1/dossiers/${id}/messages?limit=50&before=${cursor}`, a.memberToken)
      ).json();
      seen.unshift(...page.messages);
      cursor = page.before;
      hasMore = page.has_more;
    }
    expect(seen.map((message: { seq: number }) => message.seq)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
  });

  it('keeps pages whole while messages arrive concurrently', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    for (let n = 1; n <= 60; n += 1) await sendVia(t.app, a.memberToken, id, `oud ${n}`);
    const first = (await get(`/api/v1/dossiers/${id}/messages?limit=50`, a.memberToken)).json();
    await Promise.all(Array.from({ length: 20 }, (_, n) => sendVia(t.app, a.memberToken, id, `nieuw ${n}`)));
    const older = (
      await get(`/api/v1/dossiers/${id}/messages?limit=50&before=${first.before}`, a.memberToken)
    ).json();
    const seqs = [...older.messages, ...first.messages].map((message: { seq: number }) => message.seq);
    expect(seqs).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
    const all = (await get(`/api/v1/dossiers/${id}/messages?after_seq=0&limit=200`, a.memberToken)).json();
    expect(all.messages.map((message: { seq: number }) => message.seq)).toEqual(
      Array.from({ length: 81 }, (_, i) => i + 1),
    );
  });

  it('catches up with after_seq: exactly what came after, oldest first', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    for (let n = 1; n <= 5; n += 1) await sendVia(t.app, a.memberToken, id, `m${n}`);
    const page = (await get(`/api/v1/dossiers/${id}/messages?after_seq=3`, a.memberToken)).json();
    expect(
      page.messages.map((message: { seq: number; message: string }) => [message.seq, message.message]),
    ).toEqual([
      [4, 'm3'],
      [5, 'm4'],
      [6, 'm5'],
    ]);
    expect(page.has_more).toBe(false);
  });

  it('refuses a malformed cursor or limit with 422 on the query', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const response = await get(`/api/v1/dossiers/${id}/messages?limit=0&before=abc`, a.memberToken);
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .detail.map((issue: { loc: string[] }) => issue.loc.join('.'))
        .sort(),
    ).toEqual(['query.before', 'query.limit']);
  });

  describe('around a message (a search hit, issue 22)', () => {
    /** A dossier whose chat holds the creation line (seq 1) and `bericht 1`..`bericht 30` (seq 2..31). */
    async function thirtyMessages() {
      const a = await createTenant(t.app, t.db);
      const id = await createDossierVia(t.app, a.memberToken);
      for (let n = 1; n <= 30; n += 1) await sendVia(t.app, a.memberToken, id, `bericht ${n}`);
      const all = (await get(`/api/v1/dossiers/${id}/messages?after_seq=0&limit=200`, a.memberToken)).json();
      const idOf = (text: string) => all.messages.find((m: { message: string }) => m.message === text).id;
      return { a, id, idOf };
    }
    const texts = (page: { messages: Array<{ message: string }> }) => page.messages.map((m) => m.message);

    it('answers the page holding the message, half before and the rest after, with has_more both ways', async () => {
      const { a, id, idOf } = await thirtyMessages();
      const page = (
        await get(`/api/v1/dossiers/${id}/messages?around=${idOf('bericht 15')}&limit=6`, a.memberToken)
      ).json();
      expect(texts(page)).toEqual([
        'bericht 13',
        'bericht 14',
        'bericht 15',
        'bericht 16',
        'bericht 17',
        'bericht 18',
      ]);
      expect(page).toMatchObject({ has_more: true, has_more_after: true, before: idOf('bericht 13') });
    });

    it('says nothing more follows at either end of the chat', async () => {
      const { a, id, idOf } = await thirtyMessages();
      const last = (
        await get(`/api/v1/dossiers/${id}/messages?around=${idOf('bericht 29')}&limit=6`, a.memberToken)
      ).json();
      expect(texts(last)).toEqual(['bericht 27', 'bericht 28', 'bericht 29', 'bericht 30']);
      expect(last).toMatchObject({ has_more: true, has_more_after: false });
      const first = (
        await get(`/api/v1/dossiers/${id}/messages?around=${idOf('bericht 1')}&limit=6`, a.memberToken)
      ).json();
      expect(first.messages).toHaveLength(5);
      expect(texts(first).slice(1)).toEqual(['bericht 1', 'bericht 2', 'bericht 3', 'bericht 4']);
      expect(first).toMatchObject({ has_more: false, has_more_after: true });
    });

    it("answers 404 for a message of another dossier and for another company's reader; 422 with a second cursor", async () => {
      const { a, id, idOf } = await thirtyMessages();
      const other = await createDossierVia(t.app, a.memberToken);
      expect(
        (await get(`/api/v1/dossiers/${other}/messages?around=${idOf('bericht 3')}`, a.memberToken))
          .statusCode,
      ).toBe(404);
      const outsider = await createTenant(t.app, t.db);
      expect(
        (await get(`/api/v1/dossiers/${id}/messages?around=${idOf('bericht 3')}`, outsider.memberToken))
          .statusCode,
      ).toBe(404);
      const both = await get(
        `/api/v1/dossiers/${id}/messages?around=${idOf('bericht 3')}&before=5`,
        a.memberToken,
      );
      expect(both.statusCode).toBe(422);
      expect(both.json().detail[0].loc).toEqual(['query', 'around']);
    });
  });
});

describe('unread per message (issue 24)', () => {
  type Shown = { message: string; unread: boolean };
  const shown = (page: { messages: Shown[] }) =>
    page.messages.map(({ message, unread }) => [message, unread]);
  const pageOf = async (id: string, token: string, query: string) =>
    (await get(`/api/v1/dossiers/${id}/messages?${query}`, token)).json();

  /** A and B in one dossier; B has read up to its own message, then A writes four more. */
  async function readerBehind() {
    const a = await createTenant(t.app, t.db);
    const b = await createTenant(t.app, t.db);
    await relate(t.db, a.company.id, b.company.id);
    const id = await createDossierVia(t.app, a.memberToken, {
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const own = await sendVia(t.app, b.memberToken, id, 'Van B');
    const sent = [];
    for (const text of ['Een', 'Twee', 'Drie', 'Vier'])
      sent.push(await sendVia(t.app, a.memberToken, id, text));
    return { a, b, id, own, sent };
  }

  it("marks another's messages after the reader's read_seq unread, in every kind of page", async () => {
    const { b, id, own, sent } = await readerBehind();
    const newest = await pageOf(id, b.memberToken, 'limit=2');
    expect(shown(newest)).toEqual([
      ['Drie', true],
      ['Vier', true],
    ]);
    const older = await pageOf(id, b.memberToken, `limit=3&before=${newest.before}`);
    expect(shown(older)).toEqual([
      ['Van B', false],
      ['Een', true],
      ['Twee', true],
    ]);
    // The lines before B's own message (the creation and who joined) were read when B wrote.
    const oldest = await pageOf(id, b.memberToken, `limit=50&before=${older.before}`);
    expect(oldest.messages.length).toBeGreaterThan(0);
    expect(oldest.messages.every((message: Shown) => !message.unread)).toBe(true);
    expect(shown(await pageOf(id, b.memberToken, `after_seq=${own.seq}`))).toEqual([
      ['Een', true],
      ['Twee', true],
      ['Drie', true],
      ['Vier', true],
    ]);
    expect(shown(await pageOf(id, b.memberToken, `around=${sent[0].id}&limit=3`))).toEqual([
      ['Van B', false],
      ['Een', true],
      ['Twee', true],
    ]);
  });

  it("never marks the reader's own messages, and nothing once they have read", async () => {
    const { a, b, id, own } = await readerBehind();
    const writer = await pageOf(id, a.memberToken, 'limit=50');
    expect(writer.messages.filter((message: Shown) => message.unread)).toEqual([]);
    await post(`/api/v1/dossiers/${id}/read-status`, b.memberToken, {});
    const read = await pageOf(id, b.memberToken, `after_seq=${own.seq - 1}`);
    expect(read.messages.map((message: Shown) => message.unread)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    await sendVia(t.app, a.memberToken, id, 'Vijf');
    expect(shown(await pageOf(id, b.memberToken, 'limit=2'))).toEqual([
      ['Vier', false],
      ['Vijf', true],
    ]);
  });

  it("answers the sender's own message unread: false, also a retry of it", async () => {
    const { a, id } = await readerBehind();
    const payload = { message_type: 'user', message: 'Met client_id', client_id: 'retry-unread-1' };
    const first = await post(`/api/v1/dossiers/${id}/messages`, a.memberToken, payload);
    const retry = await post(`/api/v1/dossiers/${id}/messages`, a.memberToken, payload);
    expect([first.statusCode, first.json().unread, retry.statusCode, retry.json().unread]).toEqual([
      201,
      false,
      200,
      false,
    ]);
  });
});
