import type { MessagePage, MessageResponse } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { gapAfter, historyMessages, mergeMessages, newestSeq, timelineOf } from './message-timeline.ts';

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
  unread: false,
  ...overrides,
});

const page = (seqs: number[], hasMore = false): MessagePage => ({
  messages: seqs.map((seq) => message(seq)),
  before: seqs.length > 0 ? 100 + seqs[0] : null,
  has_more: hasMore,
});

const seqsOf = (messages: readonly MessageResponse[]) => messages.map((entry) => entry.seq);
const pendingHallo = { client_id: 'c-1', message: 'Hallo', created_at: '2026-11-22T10:01:00.000Z' };

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

describe('historyMessages', () => {
  it('reads the pages (newest first, each oldest first) as one run, oldest first', () => {
    expect(seqsOf(historyMessages([page([5, 6]), page([3, 4]), page([1, 2])]))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('timelineOf', () => {
  it('shows the newest page', () => {
    const { messages } = timelineOf({ pages: [page([51, 52, 53], true)], live: [], pending: [] });
    expect(seqsOf(messages)).toEqual([51, 52, 53]);
  });

  it('shows nothing before the first page arrives, not even live messages', () => {
    expect(timelineOf({ pages: undefined, live: [], pending: [] }).messages).toEqual([]);
  });

  it('keeps live messages that arrived before the first page, without duplicates', () => {
    const { messages } = timelineOf({ pages: [page([52, 53, 54])], live: [message(54)], pending: [] });
    expect(seqsOf(messages)).toEqual([52, 53, 54]);
  });

  it('appends live messages after the history', () => {
    const { messages } = timelineOf({ pages: [page([1, 2])], live: [message(3), message(4)], pending: [] });
    expect(seqsOf(messages)).toEqual([1, 2, 3, 4]);
  });

  it('puts an older page above the newest', () => {
    const { messages } = timelineOf({ pages: [page([3, 4], true), page([1, 2])], live: [], pending: [] });
    expect(seqsOf(messages)).toEqual([1, 2, 3, 4]);
  });

  it('fills a hole with caught-up messages in dossier order', () => {
    const { messages } = timelineOf({
      pages: [page([1, 2])],
      live: [message(3), message(4), message(5)],
      pending: [],
    });
    expect(seqsOf(messages)).toEqual([1, 2, 3, 4, 5]);
    const holey = timelineOf({ pages: [page([1, 2, 3, 4])], live: [message(3), message(6)], pending: [] });
    expect(seqsOf(holey.messages)).toEqual([1, 2, 3, 4, 6]);
  });

  it('shows an own message while it is sent and drops it once the stored one (same client_id) is there', () => {
    const sending = timelineOf({ pages: [page([1])], live: [], pending: [pendingHallo] });
    expect(sending.pending).toEqual([pendingHallo]);
    const stored = timelineOf({
      pages: [page([1])],
      live: [message(2, { client_id: 'c-1' })],
      pending: [pendingHallo],
    });
    expect(stored.pending).toEqual([]);
    expect(seqsOf(stored.messages)).toEqual([1, 2]);
  });

  it('answers the history itself when nothing came live, so nothing is copied', () => {
    const newest = page([1, 2]);
    expect(timelineOf({ pages: [newest], live: [], pending: [] }).messages).toBe(newest.messages);
  });
});
