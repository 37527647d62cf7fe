import type { MessagePage, MessageResponse } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { emptyTimeline, gapAfter, mergeMessages, newestSeq, timelineReducer } from './message-timeline.ts';

const message = (seq: number, overrides: Partial<MessageResponse> = {}): MessageResponse => ({
  id: 100 + seq,
  seq,
  dossier_id: 'dossier:6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  sender_id: null,
  sender_name: 'Anna de Vries',
  sender_email: null,
  message: `bericht ${seq}`,
  message_type: 'user',
  created_at: '2026-11-22T10:00:00.000Z',
  document_id: null,
  document: null,
  client_id: null,
  ...overrides,
});

const page = (seqs: number[], hasMore = false): MessagePage => ({
  messages: seqs.map((seq) => message(seq)),
  before: seqs.length > 0 ? 100 + seqs[0] : null,
  has_more: hasMore,
});

const seqsOf = (messages: MessageResponse[]) => messages.map((entry) => entry.seq);

describe('mergeMessages', () => {
  it('keeps each message once, by id, however often it arrives', () => {
    const merged = mergeMessages([message(1), message(2)], [message(2), message(3), message(3)]);
    expect(seqsOf(merged)).toEqual([1, 2, 3]);
  });

  it('puts messages in dossier order whatever order they arrive in', () => {
    expect(seqsOf(mergeMessages([message(5)], [message(3), message(4), message(1)]))).toEqual([1, 3, 4, 5]);
  });

  it('answers the same list when nothing is new, so nothing re-renders', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [message(1)])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe('gapAfter', () => {
  it('finds no gap in consecutive seqs or an empty chat', () => {
    expect(gapAfter([message(4), message(5), message(6)])).toBeNull();
    expect(gapAfter([])).toBeNull();
  });

  it('names the seq to catch up from when one is missing', () => {
    expect(gapAfter([message(4), message(5), message(8)])).toBe(5);
  });

  it('sees the newest seq', () => {
    expect(newestSeq([message(1), message(9)])).toBe(9);
    expect(newestSeq([])).toBe(0);
  });
});

describe('timelineReducer', () => {
  it('loads the newest page with its cursor', () => {
    const state = timelineReducer(emptyTimeline, { type: 'latest-page', page: page([51, 52, 53], true) });
    expect(seqsOf(state.messages)).toEqual([51, 52, 53]);
    expect(state).toMatchObject({ before: 151, hasMore: true, loaded: true });
  });

  it('keeps live messages that arrived before the first page, without duplicates', () => {
    let state = timelineReducer(emptyTimeline, { type: 'received', messages: [message(54)] });
    state = timelineReducer(state, { type: 'latest-page', page: page([52, 53, 54]) });
    expect(seqsOf(state.messages)).toEqual([52, 53, 54]);
  });

  it('prepends an older page and moves the cursor', () => {
    let state = timelineReducer(emptyTimeline, { type: 'latest-page', page: page([3, 4], true) });
    state = timelineReducer(state, { type: 'older-page', page: page([1, 2], false) });
    expect(seqsOf(state.messages)).toEqual([1, 2, 3, 4]);
    expect(state).toMatchObject({ before: 101, hasMore: false });
  });

  it('shows an own message while it is sent and replaces it by the stored one (same client_id)', () => {
    let state = timelineReducer(emptyTimeline, { type: 'latest-page', page: page([1]) });
    const pending = { client_id: 'c-1', message: 'Hallo', created_at: '2026-11-22T10:01:00.000Z' };
    state = timelineReducer(state, { type: 'sending', pending });
    expect(state.pending).toEqual([pending]);
    state = timelineReducer(state, { type: 'received', messages: [message(2, { client_id: 'c-1' })] });
    expect(state.pending).toEqual([]);
    expect(seqsOf(state.messages)).toEqual([1, 2]);
  });

  it('removes an own message whose sending failed', () => {
    const pending = { client_id: 'c-2', message: 'Hallo', created_at: '2026-11-22T10:01:00.000Z' };
    let state = timelineReducer(emptyTimeline, { type: 'sending', pending });
    state = timelineReducer(state, { type: 'send-failed', clientId: 'c-2' });
    expect(state.pending).toEqual([]);
  });

  it('leaves the state untouched for a message it already has', () => {
    const state = timelineReducer(emptyTimeline, { type: 'latest-page', page: page([1, 2]) });
    expect(timelineReducer(state, { type: 'received', messages: [message(2)] })).toBe(state);
  });
});
