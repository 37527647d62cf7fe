import type { MessageResponse } from '@dossier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessage } from '../../test-support/factories.ts';
import { dayLabel, previousRow, removedDocumentIds, startsDay } from './chat-days.ts';

// The app shows times in the browser's zone; the journeys' browsers and these tests are in Europe/Amsterdam.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Amsterdam';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe("dayLabel: the chat's day separators (issue 25)", () => {
  it.each([
    // now (UTC), message (UTC), as Amsterdam says it
    ['2026-11-23T10:00:00Z', '2026-11-23T09:59:00Z', 'Vandaag'],
    ['2026-11-23T10:00:00Z', '2026-11-22T23:30:00Z', 'Vandaag'], // 00:30 on Monday in Amsterdam
    ['2026-11-23T10:00:00Z', '2026-11-22T22:59:00Z', 'Gisteren'], // 23:59 on Sunday
    ['2026-11-23T10:00:00Z', '2026-11-22T00:00:00Z', 'Gisteren'],
    ['2026-11-23T10:00:00Z', '2026-11-21T12:00:00Z', 'zaterdag 21 november 2026'],
    ['2026-11-23T10:00:00Z', '2025-12-31T12:00:00Z', 'woensdag 31 december 2025'],
    // Summer time starts on Sunday 29 March 2026: that day has 23 hours.
    ['2026-03-30T10:00:00Z', '2026-03-29T00:30:00Z', 'Gisteren'],
    ['2026-03-30T10:00:00Z', '2026-03-28T23:30:00Z', 'Gisteren'],
    ['2026-03-30T10:00:00Z', '2026-03-28T22:30:00Z', 'zaterdag 28 maart 2026'],
    // ...and ends on Sunday 25 October 2026: 25 hours.
    ['2026-10-25T22:30:00Z', '2026-10-24T22:30:00Z', 'Vandaag'],
    ['2026-10-26T22:30:00Z', '2026-10-25T22:59:00Z', 'Gisteren'],
    ['2026-10-26T22:30:00Z', '2026-10-25T23:00:00Z', 'Vandaag'],
    ['2027-01-01T08:00:00Z', '2026-12-31T22:00:00Z', 'Gisteren'],
  ])('at %s, a message of %s is under %j', (now, sent, expected) => {
    expect(dayLabel(sent, new Date(now))).toBe(expected);
  });
});

const stored = (message: MessageResponse) => ({ kind: 'stored' as const, message });
const at = (seq: number, createdAt: string) => stored(chatMessage(seq, { created_at: createdAt }));

describe('startsDay: where a separator stands', () => {
  it('stands above the first message of each day in Amsterdam, not above the next ones', () => {
    const rows = [
      at(1, '2026-11-20T08:00:00Z'),
      at(2, '2026-11-20T22:59:00Z'), // 23:59 the same day
      at(3, '2026-11-20T23:00:00Z'), // 00:00 the next day
      at(4, '2026-11-21T12:00:00Z'),
      at(5, '2026-11-23T07:00:00Z'),
    ];
    const starts = rows.map((row, index) => startsDay(row, rows[index - 1]));
    expect(starts).toEqual([true, false, true, false, true]);
  });

  it('stands above the oldest row loaded only when it begins the history', () => {
    expect(startsDay(at(1, '2026-11-20T08:00:00Z'), undefined)).toBe(true);
    expect(startsDay(at(51, '2026-11-20T08:00:00Z'), undefined)).toBe(false);
  });

  it('stands above a message on its way when the last stored one is of another day', () => {
    const sending = {
      kind: 'pending' as const,
      pending: { client_id: 'c1', message: 'Hoi', created_at: '2026-11-23T09:00:00Z' },
    };
    expect(startsDay(sending, at(4, '2026-11-22T09:00:00Z'))).toBe(true);
    expect(startsDay(sending, at(4, '2026-11-23T08:00:00Z'))).toBe(false);
  });
});

describe('previousRow', () => {
  const rows = ['a', 'b', 'c'];
  it("finds the row before by the list's index (the first row's index is its seq)", () => {
    expect(previousRow(rows, 11, 10, 'b')).toBe('a');
    expect(previousRow(rows, 10, 10, 'a')).toBeUndefined();
  });
  it('searches when the index does not point at the row', () => {
    expect(previousRow(rows, 3, 10, 'c')).toBe('b');
  });
});

describe('removedDocumentIds', () => {
  it("names the documents a 'Document verwijderd' line is about", () => {
    const gone = '00000000-0000-4000-8000-000000000001';
    const kept = '00000000-0000-4000-8000-000000000002';
    const rows = [
      stored(chatMessage(1, { message_type: 'document_added', document_id: gone })),
      stored(chatMessage(2, { message_type: 'document_added', document_id: kept })),
      stored(chatMessage(3, { message_type: 'document_removed', document_id: gone })),
    ];
    expect([...removedDocumentIds(rows)]).toEqual([gone]);
  });
});
