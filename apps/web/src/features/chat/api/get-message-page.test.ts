import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '../../../lib/api-client.ts';
import { chatHistory, ids } from '../../../test-support/factories.ts';
import { FakeApi, messagePageOf } from '../../../test-support/fake-api.ts';
import { getMessagePage } from './get-message-page.ts';
import { getMessagesAfter } from './get-messages-after.ts';

const MESSAGES = '/api/v1/dossiers/:id/messages';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

describe('the message calls, checked against the contract in tests', () => {
  it('answers a page that matches MessagePage', async () => {
    const stored = chatHistory(60);
    api.on('GET', MESSAGES, (request) => messagePageOf(stored, request.query));
    const page = await getMessagePage(ids.dossier);
    expect(page.messages.map((message) => message.seq)).toEqual(
      stored.slice(10).map((message) => message.seq),
    );
    expect(page.has_more).toBe(true);
  });

  it('refuses a malformed page (a message without its seq, a cursor as text)', async () => {
    const [first] = chatHistory(1);
    const { seq: _seq, ...withoutSeq } = first;
    api.on('GET', MESSAGES, () => ({ messages: [withoutSeq], before: 'oud', has_more: false }));
    const error = await getMessagePage(ids.dossier).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toMatch(/messages\[0\]\.seq/);
    expect((error as Error).message).toMatch(/before/);
  });

  it('catches up page by page (after_seq) until nothing more is left', async () => {
    const stored = chatHistory(450);
    api.on('GET', MESSAGES, (request) => messagePageOf(stored, request.query));
    const missed = await getMessagesAfter(ids.dossier, 20);
    expect(missed.map((message) => message.seq)).toEqual(stored.slice(20).map((message) => message.seq));
    expect(api.requestsTo('GET', MESSAGES).map((request) => request.query.get('after_seq'))).toEqual([
      '20',
      '220',
      '420',
    ]);
  });
});
