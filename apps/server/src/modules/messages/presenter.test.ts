import { describe, expect, it } from 'vitest';
import { type MessageWithSender, presentMessage } from './presenter.ts';

const line = (seq: number, senderId: string | null): MessageWithSender => ({
  id: String(100 + seq),
  dossier_id: 'd1',
  seq: String(seq),
  sender_id: senderId,
  message_type: senderId === null ? 'system' : 'user',
  body: `regel ${seq}`,
  document_id: null,
  client_id: null,
  created_at: new Date('2026-11-28T09:00:00Z'),
  sender_first_name: senderId === null ? null : 'Jan',
  sender_last_name: senderId === null ? null : 'Jansen',
  sender_email: null,
});

describe("a message's unread mark (issue 24)", () => {
  const reader = { userId: 'reader', readSeq: 5 };

  it.each([
    ["another's message after read_seq", line(6, 'other'), true],
    ["another's message at read_seq", line(5, 'other'), false],
    ["another's message before read_seq", line(4, 'other'), false],
    ["the reader's own message after read_seq", line(7, 'reader'), false],
    ['a system line without a sender after read_seq', line(6, null), true],
    ['a system line without a sender before read_seq', line(3, null), false],
  ])('%s', (_case, message, unread) => {
    expect(presentMessage(message, reader).unread).toBe(unread);
  });

  it("is never set without a reader: a live frame and a sender's own answer are the same for everyone", () => {
    expect(presentMessage(line(9, 'other')).unread).toBe(false);
  });
});
